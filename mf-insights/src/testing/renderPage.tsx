import type { PublicUser } from '@reunion/contracts';
import { createQueryClient, currentUserQuery } from '@reunion/web-kit';
import { renderWithProviders } from '@reunion/web-kit/testing';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

/**
 * A page as the shell renders it: inside the site's providers and a router, with the visitor the
 * shell has already fetched when one is given (Insights reads it, never fetches it). Tests only.
 */
export function renderPage(page: ReactElement, viewer?: PublicUser) {
  const queryClient = createQueryClient();
  if (viewer) queryClient.setQueryData(currentUserQuery.queryKey, viewer);
  return renderWithProviders(
    <MemoryRouter initialEntries={['/admin']}>{page}</MemoryRouter>,
    queryClient,
  );
}
