import { render, screen, waitFor, type RenderResult } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders, createQueryClient } from '@reunion/web-kit';
import { anAdministrator, aPublicUser } from '@reunion/web-kit/testing';
import { SiteRoutes } from '../app/SiteRoutes';

export const signedInUser = aPublicUser({
  id: 7,
  username: 'ana@example.com',
  email: 'ana@example.com',
});
export const adminUser = anAdministrator({
  id: 8,
  username: 'admin@example.com',
  email: 'admin@example.com',
});

/** Shows where the router is, for tests to read. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/** Waits until `text` shows under the form field `field` (not only in a toast). */
export async function expectFieldMessage(field: HTMLElement, text: string): Promise<void> {
  await waitFor(() => {
    const underField = screen
      .getAllByText(text)
      .some((element) => element.closest('.ant-form-item')?.contains(field) === true);
    if (!underField) throw new Error(`'${text}' is not shown under the field`);
  });
}

/** The current path (and query) of the router rendered by renderPage. */
export function currentLocation(): string {
  return screen.getByTestId('location').textContent ?? '';
}

/** The whole site at `path`, with a fresh QueryClient; mock the API first (mockApi). */
export function renderPage(
  path: string,
  options: { remoteTimeoutMs?: number } = {},
): RenderResult & { queryClient: QueryClient } {
  const queryClient = createQueryClient();
  const result = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <SiteRoutes remoteTimeoutMs={options.remoteTimeoutMs} />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, queryClient };
}

/** Types into a field in one go (paste): keystroke by keystroke is slow with antd in jsdom. */
export async function fill(
  user: { click: (el: Element) => Promise<void>; paste: (text: string) => Promise<void> },
  field: HTMLElement,
  text: string,
) {
  await user.click(field);
  await user.paste(text);
}
