import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, withInlineComputedStyle } from '@reunion/web-kit/testing';
import { ada, aPhoto, grace, photosDescending } from '../testing/fixtures';
import { renderPage } from '../testing/renderPage';

withInlineComputedStyle();

const toastText = async () => (await screen.findByTestId('toast')).textContent ?? '';
const cards = () =>
  within(screen.getByRole('list', { name: 'Class photos' })).getAllByRole('listitem');

describe('Photo album: the page', () => {
  it('names its screen in a heading and the tab title', async () => {
    mockApi({ 'GET /api/user': [200, ada], 'GET /api/photos': [200, []] });
    renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Class of 2005J Photo Album' }),
    ).toBeTruthy();
    expect(document.title).toContain('Class of 2005J Photo Album');
    expect(screen.getByRole('heading', { level: 2, name: 'Class Photos' })).toBeTruthy();
    expect(await screen.findByText('No photos yet')).toBeTruthy();
  });

  it('shows 8 placeholders while the album loads', () => {
    mockApi({ 'GET /api/user': [200, ada], 'GET /api/photos': new Promise(() => {}) });
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading photos' })).toBeTruthy();
    expect(screen.getAllByTestId('photo-skeleton')).toHaveLength(8);
  });

  it('invites the first photo when the album is empty, and offers no download', async () => {
    mockApi({ 'GET /api/user': [200, ada], 'GET /api/photos': [200, []] });
    renderPage();
    expect(await screen.findByText('No photos yet')).toBeTruthy();
    expect(screen.getByText('Be the first to share a memory!')).toBeTruthy();
    const download = screen.getByText('Download all').closest('a, button');
    expect(download?.getAttribute('href')).toBeNull();
    expect(
      download?.getAttribute('aria-disabled') ?? download?.getAttribute('disabled'),
    ).not.toBeNull();
  });

  it('shows each photo as a lazy thumbnail with its caption (or none) and its sharer', async () => {
    const { calls } = mockApi({
      'GET /api/user': [200, ada],
      'GET /api/photos': [200, [aPhoto(2), aPhoto(1, { caption: null, userName: 'Grace Hopper' })]],
    });
    renderPage();
    await screen.findByRole('list', { name: 'Class photos' });
    const [first, second] = cards();
    expect(within(first!).getByText('Memory 2')).toBeTruthy();
    expect(within(first!).getByText('Shared by Ada Lovelace • Jun 28, 2025')).toBeTruthy();
    const thumbnail = within(first!).getByRole('img');
    expect(thumbnail.getAttribute('src')).toBe(aPhoto(2).thumbnailUrl);
    expect(thumbnail.getAttribute('loading')).toBe('lazy');
    expect(within(second!).getByText('No caption')).toBeTruthy();
    expect(within(second!).getByText(/^Shared by Grace Hopper •/)).toBeTruthy();
    // The grid asks for a page, never for the originals.
    expect(calls.map((call) => call.url)).toContain('/api/photos?limit=24');
  });

  it('downloads the whole album as a ZIP through a plain link', async () => {
    mockApi({ 'GET /api/user': [200, ada], 'GET /api/photos': [200, [aPhoto(1)]] });
    renderPage();
    await screen.findByRole('list', { name: 'Class photos' });
    const link = screen.getByRole('link', { name: /Download all/ });
    expect(link.getAttribute('href')).toBe('/api/photos/download-all');
    expect(link.hasAttribute('download')).toBe(true);
  });

  it('loads the next page after the last photo, until a short page', async () => {
    const { calls } = mockApi({
      'GET /api/user': [200, ada],
      'GET /api/photos': ({ url }) =>
        url.includes('before=77')
          ? [200, photosDescending(76, 5)]
          : [200, photosDescending(100, 24)],
    });
    renderPage();
    await screen.findByRole('list', { name: 'Class photos' });
    expect(cards()).toHaveLength(24);
    fireEvent.click(screen.getByRole('button', { name: 'Load more photos' }));
    await waitFor(() => expect(cards()).toHaveLength(29));
    expect(calls.map((call) => call.url)).toContain('/api/photos?limit=24&before=77');
    expect(screen.queryByRole('button', { name: 'Load more photos' })).toBeNull();
  });

  it('says so when the album cannot be loaded, and tries again', async () => {
    let fail = true;
    mockApi({
      'GET /api/user': [200, ada],
      'GET /api/photos': () => (fail ? [500, { error: 'Something went wrong.' }] : [200, []]),
    });
    renderPage();
    expect(await screen.findByText('Could not load the photos')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No photos yet')).toBeTruthy();
  });
});

describe('Photo album: the viewer', () => {
  async function openViewer(viewer = ada, photo = aPhoto(5, { caption: 'Gala night' })) {
    const api = mockApi({
      'GET /api/user': [200, viewer],
      'GET /api/photos': [200, [photo]],
      'DELETE /api/photos/5': [200, { ok: true }],
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /^View photo: Gala night/ }));
    const dialog = await screen.findByRole('dialog');
    return { api, dialog };
  }

  it('shows the uploader, the large image, the caption, the date and a link to the file', async () => {
    const { dialog } = await openViewer();
    expect(within(dialog).getByText('Shared by Ada Lovelace')).toBeTruthy();
    const image = within(dialog).getByRole('img', { name: 'Gala night' });
    expect(image.getAttribute('src')).toBe(aPhoto(5).photoUrl);
    expect(within(dialog).getByText('Gala night', { selector: 'div' })).toBeTruthy();
    expect(
      within(dialog).getByText('Uploaded Saturday, June 28, 2025 at 11:00 PM (Paris time)'),
    ).toBeTruthy();
    const link = within(dialog).getByRole('link', { name: /Open in new tab/ });
    expect(link.getAttribute('href')).toBe(aPhoto(5).photoUrl);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('moves between photos with Previous and Next, the arrow keys and a swipe, and closes with Esc', async () => {
    mockApi({
      'GET /api/user': [200, ada],
      'GET /api/photos': [200, photosDescending(12, 3)],
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /^View photo: Memory 11/ }));
    const dialog = await screen.findByRole('dialog');
    const shown = () =>
      within(dialog)
        .getByRole('img', { name: /^Memory/ })
        .getAttribute('alt');
    expect(shown()).toBe('Memory 11');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(shown()).toBe('Memory 10');
    // The last one has no Next; the first one no Previous.
    expect(within(dialog).queryByRole('button', { name: 'Next photo' })).toBeNull();
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(shown()).toBe('Memory 11');
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(shown()).toBe('Memory 12');
    expect(within(dialog).queryByRole('button', { name: 'Previous photo' })).toBeNull();
    // A finger swiping left over the photo: the next one.
    const photo = within(dialog).getByRole('img', { name: 'Memory 12' });
    fireEvent.pointerDown(photo, { clientX: 300 });
    fireEvent.pointerUp(photo, { clientX: 180 });
    expect(shown()).toBe('Memory 11');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("offers 'Delete Photo' to the photo's owner only", async () => {
    const { dialog } = await openViewer(grace);
    await waitFor(() => expect(within(dialog).getByText('Shared by Ada Lovelace')).toBeTruthy());
    expect(within(dialog).queryByRole('button', { name: /Delete Photo/ })).toBeNull();
  });

  it('deletes after the confirmation, says so and closes', async () => {
    const { api, dialog } = await openViewer();
    fireEvent.click(await within(dialog).findByRole('button', { name: /Delete Photo/ }));
    expect(await screen.findByText('Are you sure you want to delete this photo?')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await toastText()).toContain('Photo deleted');
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      '/api/photos/5',
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows 'Delete failed' with the server's words when the delete is refused", async () => {
    mockApi({
      'GET /api/user': [200, ada],
      'GET /api/photos': [200, [aPhoto(5, { caption: 'Gala night' })]],
      'DELETE /api/photos/5': [403, { error: 'You can only delete photos you shared.' }],
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /^View photo: Gala night/ }));
    fireEvent.click(await screen.findByRole('button', { name: /Delete Photo/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const text = await toastText();
    expect(text).toContain('Delete failed');
    expect(text).toContain('You can only delete photos you shared.');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
