import { renderWithProviders } from '@reunion/web-kit/testing';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** A page as the shell renders it: inside the site's providers and a router. Tests only. */
export function renderPage(page: ReactElement) {
  return renderWithProviders(<MemoryRouter>{page}</MemoryRouter>);
}
