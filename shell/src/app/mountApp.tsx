import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { hydrate } from '@tanstack/react-query';
import { AppProviders, createQueryClient, dropExpiredProfileDrafts } from '@reunion/web-kit';
import { seedRenderedRegistry } from '../remotes/remoteRegistry';
import { readSsrState } from '../ssr/ssrState';
import { SiteRoutes } from './SiteRoutes';

/** Takes over the page the server rendered, or draws it (a page without server markup). */
export function mountApp(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');

  // One QueryClient for the whole page: the sections read the session and the profiles from
  // its cache through the shared @tanstack/react-query.
  const queryClient = createQueryClient();
  const ssrState = readSsrState();

  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <BrowserRouter>
          <SiteRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );

  if (ssrState) {
    // A page the server rendered: the same data and section versions, so the first render is
    // the server's, and React takes the markup over instead of drawing it again. In a
    // transition, so hydrating yields to the visitor's input instead of one long task.
    hydrate(queryClient, ssrState.dehydrated);
    seedRenderedRegistry(ssrState.registry);
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
  // Whoever's they are, not waiting for their member's next visit to the form.
  dropExpiredProfileDrafts();
}
