import { configure } from '@testing-library/react';
import { renderWithProviders } from '@reunion/web-kit/testing';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import CreateProfile from '../pages/CreateProfile';
import EditProfile from '../pages/EditProfile';
import ProfileDetail from '../pages/ProfileDetail';

// The page specs drive a large antd form; on a loaded two-core machine a save and its
// navigation can take longer than testing-library's 1 s default to show.
configure({ asyncUtilTimeout: 5000 });

/** Shows where the router is, so tests can see a redirect happen. */
function Location() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

/** The section's pages on their site routes, inside the site's providers. Tests only. */
export function renderPage(path: string) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Location />
      <Routes>
        <Route path="/create-profile" element={<CreateProfile />} />
        <Route path="/profile/edit/:id" element={<EditProfile />} />
        <Route path="/profile/:id" element={<ProfileDetail />} />
        <Route path="/search" element={<p>Find Classmates page</p>} />
        <Route path="/" element={<p>Home page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

export function currentPath(): string | null {
  return document.querySelector('[data-testid="location"]')?.textContent ?? null;
}
