import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import {
  mockApi,
  stubImageDecoding,
  withInlineComputedStyle,
  type CanvasRecord,
} from '@reunion/web-kit/testing';
import { ada, aFile, aPhoto, stubObjectUrls } from '../testing/fixtures';
import { renderPage } from '../testing/renderPage';

withInlineComputedStyle();

const toastText = async () => (await screen.findByTestId('toast')).textContent ?? '';
const fileInput = () => screen.getByTestId('photo-file-input') as HTMLInputElement;
const uploadButton = () => screen.getByRole('button', { name: /Upload Photo/ });
const progress = () => screen.queryByRole('progressbar');

function choose(...files: File[]) {
  fireEvent.change(fileInput(), { target: { files } });
}

beforeEach(() => stubObjectUrls());

describe('Upload card: choosing a photo', () => {
  beforeEach(() => {
    mockApi({ 'GET /api/user': [200, ada], 'GET /api/photos': [200, []] });
  });

  it("asks for a photo when 'Upload Photo' is pressed without one", async () => {
    renderPage();
    fireEvent.click(uploadButton());
    const text = await toastText();
    expect(text).toContain('No photo selected');
    expect(text).toContain('Please select a photo to upload.');
  });

  it('states the rules every photo has, read after the zone’s name', () => {
    renderPage();
    const rules = screen.getByText(/^One photo at a time: JPEG, PNG, WebP or GIF, up to 25 MB\./);
    expect(rules.textContent).toContain(
      'A photo over 2048 px or 5 MB is resized on your device to a JPEG of at most 5 MB before upload; a GIF is sent as it is, to stay animated, so it must be at most 10 MB.',
    );
    const zone = screen.getByRole('button', { name: 'Choose a photo' });
    expect(zone.getAttribute('aria-describedby')).toBe(rules.id);
  });

  it('refuses a wrong type, a file over 25 MB, a GIF over 10 MB, and two files', async () => {
    renderPage();
    choose(aFile('notes.txt', 'text/plain'));
    expect(await toastText()).toContain('File type must be .jpg, .jpeg, .png, .webp, .gif');
    choose(aFile('huge.jpg', 'image/jpeg', 25 * 1024 * 1024 + 1));
    await waitFor(async () => expect(await toastText()).toContain('File is larger than 25 MB'));
    choose(aFile('party.gif', 'image/gif', 10 * 1024 * 1024 + 1));
    await waitFor(async () =>
      expect(await toastText()).toContain('party.gif is a GIF over 10 MB.'),
    );
    fireEvent.drop(screen.getByTestId('photo-drop-zone'), {
      dataTransfer: { files: [aFile('a.jpg', 'image/jpeg'), aFile('b.jpg', 'image/jpeg')] },
    });
    await waitFor(async () => expect(await toastText()).toContain('Too many files'));
    expect(screen.getByText('Drag and drop a photo here, or click to browse')).toBeTruthy();
  });

  it("refuses an iPhone's HEIC photo saying how to get a JPEG, and keeps that under the drop zone until the next choice", async () => {
    renderPage();
    choose(aFile('IMG_0042.HEIC', 'image/heic'));
    const heic =
      'IMG_0042.HEIC is a HEIC photo, which this site cannot use: please choose a JPEG. On an iPhone, pick the photo from Photo Library rather than Files, or set Settings › Camera › Formats to Most Compatible.';
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toContain(heic);
    // Under the drop zone too, outside the toast, which goes in seconds; read with the zone.
    const byZone = screen.getAllByText(heic).find((element) => !toast.contains(element));
    expect(byZone).toBeTruthy();
    const zone = screen.getByRole('button', { name: 'Choose a photo' });
    expect(zone.getAttribute('aria-describedby')?.split(' ')).toContain(byZone?.id);

    // The next choice replaces it.
    choose(aFile('IMG_0042.JPG', 'image/jpeg', 2 * 1024 * 1024));
    expect(await screen.findByText('IMG_0042.JPG (2.0 MB)')).toBeTruthy();
    expect(screen.getAllByText(heic).every((element) => toast.contains(element))).toBe(true);
    expect(
      screen
        .getByRole('button', { name: /^Selected photo: IMG_0042\.JPG/ })
        .getAttribute('aria-describedby')
        ?.split(' '),
    ).toHaveLength(1);
  });

  it("takes a phone's 9.9 MB photo: it is resized when sent", async () => {
    renderPage();
    choose(aFile('IMG_0001.JPG', 'image/jpeg', 9.9 * 1024 * 1024));
    expect(await screen.findByText('IMG_0001.JPG (9.9 MB)')).toBeTruthy();
  });

  it('takes a dropped photo and shows its name and a preview', async () => {
    renderPage();
    fireEvent.drop(screen.getByTestId('photo-drop-zone'), {
      dataTransfer: { files: [aFile('gala.png', 'image/png', 2 * 1024 * 1024)] },
    });
    expect(await screen.findByText('gala.png (2.0 MB)')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Preview of the selected photo' })).toBeTruthy();
  });

  it('opens the file chooser from the keyboard', () => {
    renderPage();
    const click = jest.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => {});
    const zone = screen.getByRole('button', { name: 'Choose a photo' });
    zone.focus();
    expect(document.activeElement).toBe(zone);
    fireEvent.keyDown(zone, { key: 'Enter' });
    fireEvent.keyDown(zone, { key: ' ' });
    expect(click).toHaveBeenCalledTimes(2);
    click.mockRestore();
  });
});

describe('Upload card: sending', () => {
  let canvas: CanvasRecord;
  beforeEach(() => {
    // A small photo by default: sent as it is.
    canvas = stubImageDecoding({ width: 640, height: 480 });
  });
  afterEach(() => {
    canvas.restore();
    jest.useRealTimers();
  });

  it("sends a phone's 9.9 MB photo as a 2048 px JPEG at 0.85", async () => {
    canvas.restore();
    canvas = stubImageDecoding({ width: 4032, height: 3024 }, { encodedBytes: 1_500_000 });
    const { calls } = mockApi({
      'GET /api/user': [200, ada],
      'GET /api/photos': [200, []],
      'POST /api/photos': [201, aPhoto(9)],
    });
    renderPage();
    choose(aFile('IMG_0001.JPG', 'image/jpeg', 9.9 * 1024 * 1024));
    fireEvent.click(uploadButton());
    expect(await toastText()).toContain('uploaded successfully');
    expect(canvas.drawn).toEqual([{ width: 2048, height: 1536 }]);
    expect(canvas.encoded).toEqual([{ type: 'image/jpeg', quality: 0.85 }]);
    const form = calls.find((call) => call.method === 'POST')?.body as FormData;
    const sent = form.get('photo') as File;
    expect(sent.name).toBe('IMG_0001.jpg');
    expect(sent.type).toBe('image/jpeg');
  });

  it('sends a GIF of 5 to 10 MB as it is, undecoded, so that it stays animated', async () => {
    const { calls } = mockApi({
      'GET /api/user': [200, ada],
      'GET /api/photos': [200, []],
      'POST /api/photos': [201, aPhoto(9)],
    });
    renderPage();
    const gif = aFile('party.gif', 'image/gif', 9.5 * 1024 * 1024);
    choose(gif);
    expect(await screen.findByText('party.gif (9.5 MB)')).toBeTruthy();
    fireEvent.click(uploadButton());
    expect(await toastText()).toContain('uploaded successfully');
    expect(canvas.drawn).toEqual([]);
    const form = calls.find((call) => call.method === 'POST')?.body as FormData;
    expect(form.get('photo')).toBe(gif);
  });

  it('never sends a photo it could not make small enough, and says why', async () => {
    canvas.restore();
    canvas = stubImageDecoding({ width: 4032, height: 3024 }, { encodedBytes: 6 * 1024 * 1024 });
    const { calls } = mockApi({ 'GET /api/user': [200, ada], 'GET /api/photos': [200, []] });
    renderPage();
    choose(aFile('noise.png', 'image/png', 20 * 1024 * 1024));
    fireEvent.click(uploadButton());
    const text = await toastText();
    expect(text).toContain('Upload failed');
    expect(text).toContain(
      'noise.png is still over 5 MB once resized. Please choose a smaller photo.',
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await waitFor(() => expect(progress()).toBeNull());
    expect(uploadButton().hasAttribute('disabled')).toBe(false);
  });

  it('runs the progress bar 10, +10 every 300 ms, capped at 90, then 100, and resets', async () => {
    jest.useFakeTimers();
    let answer: (value: [number, unknown]) => void = () => {};
    const { calls } = mockApi({
      'GET /api/user': [200, ada],
      'GET /api/photos': [200, []],
      'POST /api/photos': new Promise((resolve) => {
        answer = resolve;
      }),
    });
    renderPage();
    await act(async () => jest.advanceTimersByTimeAsync(10));
    choose(aFile('gala.jpg', 'image/jpeg'));
    fireEvent.change(screen.getByLabelText('Caption (optional)'), {
      target: { value: 'Gala night' },
    });
    fireEvent.click(uploadButton());
    await act(async () => jest.advanceTimersByTimeAsync(0));

    expect(progress()?.getAttribute('aria-valuenow')).toBe('10');
    expect(uploadButton().hasAttribute('disabled')).toBe(true);
    await act(async () => jest.advanceTimersByTimeAsync(300));
    expect(progress()?.getAttribute('aria-valuenow')).toBe('20');
    await act(async () => jest.advanceTimersByTimeAsync(300 * 20));
    expect(progress()?.getAttribute('aria-valuenow')).toBe('90');

    const post = calls.find((call) => call.method === 'POST');
    const form = post?.body as FormData;
    expect((form.get('photo') as File).name).toBe('gala.jpg');
    expect(form.get('caption')).toBe('Gala night');

    await act(async () => {
      answer([201, aPhoto(9, { caption: 'Gala night' })]);
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(progress()?.getAttribute('aria-valuenow')).toBe('100');
    expect(await toastText()).toContain('uploaded successfully');
    // The selection and caption are cleared, and the bar goes after a moment.
    expect(screen.getByText('Drag and drop a photo here, or click to browse')).toBeTruthy();
    expect((screen.getByLabelText('Caption (optional)') as HTMLTextAreaElement).value).toBe('');
    expect(uploadButton().hasAttribute('disabled')).toBe(false);
    await act(async () => jest.advanceTimersByTimeAsync(600));
    expect(progress()).toBeNull();
  });

  it("shows 'Upload failed' with the server's words, and keeps the photo to try again", async () => {
    mockApi({
      'GET /api/user': [200, ada],
      'GET /api/photos': [200, []],
      'POST /api/photos': [400, { error: 'Only JPEG, PNG, WebP and GIF images can be uploaded.' }],
    });
    renderPage();
    choose(aFile('fake.jpg', 'image/jpeg'));
    fireEvent.click(uploadButton());
    const text = await toastText();
    expect(text).toContain('Upload failed');
    expect(text).toContain('Only JPEG, PNG, WebP and GIF images can be uploaded.');
    await waitFor(() => expect(progress()).toBeNull());
    expect(screen.getByText(/^fake\.jpg/)).toBeTruthy();
    expect(uploadButton().hasAttribute('disabled')).toBe(false);
  });

  it("falls back to the album's own sentence when the server gave none", async () => {
    mockApi({
      'GET /api/user': [200, ada],
      'GET /api/photos': [200, []],
      'POST /api/photos': [502, ''],
    });
    renderPage();
    choose(aFile('gala.jpg', 'image/jpeg'));
    fireEvent.click(uploadButton());
    expect(await toastText()).toContain('There was an error uploading your photo.');
  });
});
