import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { AppProviders, createQueryClient } from '@reunion/web-kit';
import FindClassmates from './pages/FindClassmates';

/**
 * Standalone dev page (`npm run dev -w mf-directory`): this section's pages on their site routes,
 * inside the same providers the shell gives them. /api is proxied to the backend
 * (API_URL, default http://127.0.0.1:3000).
 */
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const pages = ['/search'];

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={createQueryClient()}>
      <BrowserRouter>
        <nav aria-label="Section pages" style={{ padding: 8 }}>
          {pages.map((path) => (
            <Link key={path} to={path} style={{ marginRight: 12 }}>
              {path}
            </Link>
          ))}
        </nav>
        <main style={{ padding: 16 }}>
          <Routes>
            <Route path="/search" element={<FindClassmates />} />
            <Route path="/browse" element={<FindClassmates />} />
            <Route path="*" element={<p>Pick a page above.</p>} />
          </Routes>
        </main>
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
