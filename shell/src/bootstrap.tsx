import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders, createQueryClient } from '@reunion/web-kit';
import { SiteRoutes } from './app/SiteRoutes';
import './styles/site.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// One QueryClient for the whole page: the sections read the session and the profiles from
// its cache through the shared @tanstack/react-query.
const queryClient = createQueryClient();

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <SiteRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
