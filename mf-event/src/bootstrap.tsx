import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { AppProviders, createQueryClient } from '@reunion/web-kit';
import EventPage from './pages/EventPage';
import ClassGift from './pages/ClassGift';

/**
 * Standalone dev page (`npm run dev -w mf-event`): this section's pages on their site routes,
 * inside the same providers the shell gives them. /api is proxied to the backend
 * (API_URL, default http://127.0.0.1:3000).
 */
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const pages = ['/event-details', '/class-gift'];

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
            <Route path="/event-details" element={<EventPage />} />
            <Route path="/class-gift" element={<ClassGift />} />
            <Route path="*" element={<p>Pick a page above.</p>} />
          </Routes>
        </main>
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
