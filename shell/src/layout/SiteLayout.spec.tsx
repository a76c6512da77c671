import { screen, within } from '@testing-library/react';
import { mockApi } from '@reunion/web-kit/testing';
import { renderPage, signedInUser } from '../testing/renderPage';

// Home fails as a page whose code cannot be fetched does (a deploy replaced the files, the
// network dropped): with an error its screen's boundary catches. Thrown as it is drawn, not as
// it is imported: the import is started early too (preloadSignedInScreen), unawaited.
jest.mock('../home/HomePage', () => ({
  HomePage: () => {
    throw new Error('Loading chunk 42 failed');
  },
}));

describe('site layout', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it("keeps one main landmark when a page's code cannot be fetched: the reload card is in the layout's", async () => {
    mockApi({ 'GET /api/user': [200, signedInUser] });
    renderPage('/');
    const card = await screen.findByRole('alert');
    expect(
      within(card).getByRole('heading', { name: 'This page could not be loaded' }),
    ).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    const mains = screen.getAllByRole('main');
    expect(mains.map((main) => main.id)).toEqual(['main-content']);
    expect(mains[0]?.contains(card)).toBe(true);
  });
});
