import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../api/createQueryClient.js';
import { AppProviders } from '../providers/AppProviders.js';

/** Renders inside the site's providers with a fresh QueryClient (returned for assertions). */
export function renderWithProviders(
  ui: ReactElement,
  queryClient: QueryClient = createQueryClient(),
): RenderResult & { queryClient: QueryClient } {
  return { ...render(<AppProviders queryClient={queryClient}>{ui}</AppProviders>), queryClient };
}
