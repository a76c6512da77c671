import fs from 'node:fs';
import { expect as jestExpect } from '@jest/globals';
import type { Page } from 'playwright-core';
import { aProfileBody } from '@reunion/contracts/testing';
import { zipEntries } from '../../backend/test/support/zip-entries';
import { openBrowser, type Browser } from '../support/browser';
import { CLASS_PASSWORD, startSite, type Site } from '../support/site';

// The photo album through the shell: upload a real JPEG with a caption, see its card, open the
// viewer, a classmate sees no 'Delete Photo', wrong files are refused with a toast, and the
// uploader deletes the photo.

let site: Site;
let browser: Browser;
let page: Page;

// The album names an uploader by their published profile (never by a username, which the
// site's own registration makes the e-mail address).
const ada = { email: 'ada@class2005.test', name: 'Ada Lovelace', password: 'secret-1' };
const grace = { email: 'grace@class2005.test', name: 'Grace Hopper', password: 'secret-2' };
const caption = 'Gala night in Fontainebleau';
const FILE_INPUT = '[data-testid="photo-file-input"]';

/** Calls the API from inside the page, so the browser keeps (or drops) the session cookie. */
async function callApi(method: string, path: string, body?: unknown): Promise<number> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return response.status;
    },
    { method, path, body },
  );
}

async function signInAs(account: typeof ada, register: boolean) {
  await callApi('POST', '/api/logout');
  const status = register
    ? await callApi('POST', '/api/register', {
        email: account.email,
        password: account.password,
        classPassword: CLASS_PASSWORD,
      })
    : await callApi('POST', '/api/login', { username: account.email, password: account.password });
  jestExpect(status).toBe(register ? 201 : 200);
  if (register) {
    const [firstName, lastName] = account.name.split(' ');
    const created = await callApi('POST', '/api/profiles', aProfileBody({ firstName, lastName }));
    jestExpect(created).toBe(201);
  }
}

/** A real JPEG, drawn and encoded by the browser itself. */
async function drawJpeg(): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    const gradient = context.createLinearGradient(0, 0, 640, 480);
    gradient.addColorStop(0, '#1d4e89');
    gradient.addColorStop(1, '#f2a541');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 640, 480);
    return canvas.toDataURL('image/jpeg', 0.9).split(',')[1] ?? '';
  });
  return Buffer.from(base64, 'base64');
}

async function openAlbum() {
  await page.goto(`${site.url}/photos`);
  await page.getByRole('heading', { level: 1, name: 'Class of 2005J Photo Album' }).waitFor();
}

const toast = () => page.getByTestId('toast').last();
const photoCards = () => page.getByRole('list', { name: 'Class photos' }).getByRole('listitem');

beforeAll(async () => {
  site = await startSite();
  browser = await openBrowser();
  page = browser.page;
  await page.goto(`${site.url}/auth`);
  await signInAs(grace, true);
  await signInAs(ada, true);
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

test('an empty album invites the first photo', async () => {
  await openAlbum();
  await page.getByText('No photos yet').waitFor();
  await page.getByText('Be the first to share a memory!').waitFor();
});

test('uploading a JPEG with a caption shows its card in the grid', async () => {
  await page.setInputFiles(FILE_INPUT, {
    name: 'gala.jpg',
    mimeType: 'image/jpeg',
    buffer: await drawJpeg(),
  });
  await page.getByText(/^gala\.jpg \(/).waitFor();
  await page.getByLabel('Caption (optional)').fill(caption);
  await page.getByRole('button', { name: 'Upload Photo' }).click();
  await toast()
    .getByText(/uploaded successfully/)
    .waitFor();

  const card = photoCards().filter({ hasText: caption });
  await card.waitFor();
  await card.getByText(`Shared by ${ada.name} •`, { exact: false }).waitFor();
  // The thumbnail really loads (the files route serves it to the signed-in browser).
  const thumbnail = card.getByRole('img');
  await page.waitForFunction(
    (image) => image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0,
    await thumbnail.elementHandle(),
  );
  jestExpect(await thumbnail.getAttribute('src')).toMatch(/^\/api\/files\/[0-9a-f]{32}\.webp$/);
  // The selection was cleared for the next photo.
  await page.getByText('Drag and drop a photo here, or click to browse').waitFor();
});

test('the viewer shows the photo, and a link to open it in a new tab', async () => {
  await page.getByRole('button', { name: new RegExp(`^View photo: ${caption}`) }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(`Shared by ${ada.name}`).waitFor();
  const image = dialog.getByRole('img', { name: caption });
  await page.waitForFunction(
    (element) =>
      element instanceof HTMLImageElement && element.complete && element.naturalWidth === 640,
    await image.elementHandle(),
  );
  jestExpect(
    await dialog.getByRole('link', { name: /Open in new tab/ }).getAttribute('href'),
  ).toMatch(/^\/api\/files\/[0-9a-f]{32}\.jpg$/);
  await dialog.getByRole('button', { name: /Delete Photo/ }).waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
});

test('a classmate sees the photo but no Delete Photo', async () => {
  await signInAs(grace, false);
  await openAlbum();
  await page.getByRole('button', { name: new RegExp(`^View photo: ${caption}`) }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(`Shared by ${ada.name}`).waitFor();
  await dialog.getByRole('link', { name: /Open in new tab/ }).waitFor();
  jestExpect(await dialog.getByRole('button', { name: /Delete Photo/ }).count()).toBe(0);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
});

test('a wrong file is refused with an error toast, in the browser or by the server', async () => {
  await page.setInputFiles(FILE_INPUT, {
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a photo'),
  });
  await toast().getByText('File type must be .jpg, .jpeg, .png, .webp, .gif').waitFor();

  // Named and typed as a JPEG, small enough to send as it is: only the server can tell.
  await page.setInputFiles(FILE_INPUT, {
    name: 'fake.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('not a photo either'),
  });
  await page.getByRole('button', { name: 'Upload Photo' }).click();
  await toast().getByText('Upload failed').waitFor();
  await toast().getByText('Only JPEG, PNG, WebP and GIF images can be uploaded.').waitFor();
  jestExpect(await photoCards().count()).toBe(1);
});

test('Download all saves the album as one ZIP holding the photo as it was shared', async () => {
  const downloaded = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download all' }).click();
  const download = await downloaded;
  jestExpect(download.suggestedFilename()).toMatch(/\.zip$/);
  const file = await download.path();
  const entries = zipEntries(fs.readFileSync(file));
  jestExpect(entries.map(({ name }) => name)).toEqual([
    jestExpect.stringMatching(/^\d{4}-\d{2}-\d{2}_1_ada-lovelace\.jpg$/),
  ]);
  jestExpect(entries[0]!.data.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
});

test('the uploader deletes the photo after confirming', async () => {
  await signInAs(ada, false);
  await openAlbum();
  await page.getByRole('button', { name: new RegExp(`^View photo: ${caption}`) }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Delete Photo/ })
    .click();
  await page.getByText('Are you sure you want to delete this photo?').waitFor();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await toast().getByText('Photo deleted').waitFor();
  await page.getByText('No photos yet').waitFor();
  // The viewer closes (after its closing animation).
  await page.waitForFunction(
    () =>
      document.querySelectorAll('[role="dialog"]').length === 0 ||
      [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].every(
        (d) => d.offsetParent === null,
      ),
  );
  jestExpect(await page.getByRole('dialog').count()).toBe(0);
});
