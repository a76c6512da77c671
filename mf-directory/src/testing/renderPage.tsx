import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { renderWithProviders } from '@reunion/web-kit/testing';
import { screen } from '@testing-library/react';
import FindClassmates from '../pages/FindClassmates';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function ProfileStub() {
  return <h1>Profile {useParams().id}</h1>;
}

/** The page as the shell mounts it (providers, router), with a stand-in profile page. */
export function renderPage(path = '/search', queryClient?: QueryClient) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <LocationProbe />
      <Routes>
        <Route path="/search" element={<FindClassmates />} />
        <Route path="/browse" element={<FindClassmates />} />
        <Route path="/profile/:id" element={<ProfileStub />} />
      </Routes>
    </MemoryRouter>,
    queryClient,
  );
}

/** Where the router is now (path and query). */
export function currentLocation(): string {
  return screen.getByTestId('location').textContent ?? '';
}
