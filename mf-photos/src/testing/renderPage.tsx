import { renderWithProviders } from '@reunion/web-kit/testing';
import { MemoryRouter } from 'react-router-dom';
import PhotoAlbum from '../pages/PhotoAlbum';

/** The album page as the shell renders it: inside the site's providers and a router. */
export function renderPage() {
  return renderWithProviders(
    <MemoryRouter initialEntries={['/photos']}>
      <PhotoAlbum />
    </MemoryRouter>,
  );
}
