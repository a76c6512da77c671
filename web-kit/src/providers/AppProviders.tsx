import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import { reunionTheme } from '../theme/reunionTheme.js';
import { ToastHotkey } from '../toast/ToastHotkey.js';
import { reunionLocale } from './reunionLocale.js';

export interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * The providers every page needs: the one QueryClient, the antd theme and words, and `<App>`
 * (which holds the notification API behind useToast). The shell renders this once; sections get it
 * through the shared singletons and use it only for their standalone dev page.
 */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={reunionTheme} locale={reunionLocale}>
        <App notification={{ maxCount: 1, stack: false }}>
          <ToastHotkey />
          {children}
        </App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
