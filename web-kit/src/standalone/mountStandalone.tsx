import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { AppProviders } from '../providers/AppProviders.js';
import { createQueryClient } from '../api/createQueryClient.js';

/**
 * A section's standalone dev page (`npm run dev:standalone -w mf-x`): its pages on their site
 * routes, inside the same providers the shell gives them, with a link to each. /api is proxied
 * to the backend by the dev server (API_URL, default http://127.0.0.1:3000).
 */
export function mountStandalone(pages: Record<string, ComponentType>): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const paths = Object.keys(pages);
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <BrowserRouter>
          <nav aria-label="Section pages" style={{ padding: 8 }}>
            {paths.map((path) => {
              // A route with parameters gets a sample link (the first record).
              const sample = path.replace(/:\w+/g, '1');
              return (
                <Link key={path} to={sample} style={{ marginRight: 12 }}>
                  {sample}
                </Link>
              );
            })}
          </nav>
          <main style={{ padding: 16 }}>
            <Routes>
              {paths.map((path) => {
                const Page = pages[path]!;
                return <Route key={path} path={path} element={<Page />} />;
              })}
              <Route path="*" element={<p>Pick a page above.</p>} />
            </Routes>
          </main>
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}
