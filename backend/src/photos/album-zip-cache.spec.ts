import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { signUp, TEST_PASSWORD, type SignedInUser } from '../../test/support/accounts.js';
import { fetchBytes, storeAlbumDirectly, uploadPhoto } from '../../test/support/album.js';
import { sessionCookie } from '../../test/support/cookies.js';
import { jpegBytes } from '../../test/support/images.js';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';
import { zipEntries } from '../../test/support/zip-entries.js';
import { photoErrors } from './photos.messages.js';

/** The album's ZIP is written once per album into DATA_DIR/album-zip and sent from there. */
describe('the album ZIP kept on disk', () => {
  let t: TestApp;
  let ada: SignedInUser;
  const zips = () => fs.readdirSync(path.join(t.config.dataDir, 'album-zip')).sort();

  beforeAll(async () => {
    t = await startTestApp();
    await new Promise<void>((resolve) => t.server.listen(0, '127.0.0.1', resolve));
    ada = await signUp(t, 'ada@example.com');
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A download whose client reads nothing after the headers: it keeps its ZIP open. */
  async function heldDownload(email: string): Promise<http.IncomingMessage> {
    await signUp(t, email);
    const login = await t
      .http()
      .post('/api/login')
      .send({ username: email, password: TEST_PASSWORD });
    return new Promise((resolve, reject) => {
      http
        .get(
          {
            host: '127.0.0.1',
            port: (t.server.address() as AddressInfo).port,
            path: '/api/photos/download-all',
            headers: { cookie: sessionCookie(login) },
          },
          (response) => {
            response.pause();
            resolve(response);
          },
        )
        .on('error', reject);
    });
  }

  it('is written once for members asking at the same time, and each gets the same bytes', async () => {
    expect((await uploadPhoto(ada.browser, await jpegBytes())).status).toBe(201);
    const members = [
      ada,
      await signUp(t, 'grace@example.com'),
      await signUp(t, 'kath@example.com'),
    ];
    const answers = await Promise.all(
      members.map((member) => fetchBytes(member.browser, '/api/photos/download-all')),
    );
    expect(answers.map(({ response }) => response.status)).toEqual([200, 200, 200]);
    expect(zipEntries(answers[0]!.bytes)).toHaveLength(1);
    for (const { bytes } of answers) expect(bytes.equals(answers[0]!.bytes)).toBe(true);
    expect(zips()).toEqual(['album-1.zip']);
    // Asked again, unchanged: sent from the same file.
    expect((await fetchBytes(ada.browser, '/api/photos/download-all')).response.status).toBe(200);
    expect(zips()).toEqual(['album-1.zip']);
  });

  it('goes when the album changes, and the next download has the change', async () => {
    const photo = await uploadPhoto(ada.browser, await jpegBytes());
    expect(photo.status).toBe(201);
    expect(zips()).toEqual([]);
    const { bytes } = await fetchBytes(ada.browser, '/api/photos/download-all');
    expect(zipEntries(bytes)).toHaveLength(2);
    expect(zips()).toEqual(['album-2.zip']);
    // A deleted photo's bytes do not stay on disk in a ZIP.
    expect((await ada.browser.delete(`/api/photos/${photo.body.id}`)).status).toBe(200);
    expect(zips()).toEqual([]);
  });

  it('leaves nothing behind when it cannot be written, and answers 503 in JSON', async () => {
    const photo = await uploadPhoto(ada.browser, await jpegBytes());
    const file = path.join(t.config.storageDir, String(photo.body.photoUrl).split('/').pop()!);
    const bytes = fs.readFileSync(file);
    // A stored photo that cannot be read (a folder where its file was).
    fs.rmSync(file);
    fs.mkdirSync(file);
    try {
      const answer = await ada.browser.get('/api/photos/download-all');
      expect({ status: answer.status, body: answer.body }).toEqual({
        status: 503,
        body: { error: photoErrors.zipFailed },
      });
      expect(zips()).toEqual([]);
    } finally {
      fs.rmdirSync(file);
      fs.writeFileSync(file, bytes);
    }
    expect((await fetchBytes(ada.browser, '/api/photos/download-all')).response.status).toBe(200);
  });

  it('keeps at most two on disk: a replaced one while it is read, cut when a third is written', async () => {
    // Tens of megabytes, so that a client reading nothing keeps its ZIP open.
    await storeAlbumDirectly(t, ada.id, 6);
    const first = await heldDownload('first@example.com');
    expect(first.statusCode).toBe(200);
    const [onFirst] = zips();

    expect((await uploadPhoto(ada.browser, await jpegBytes())).status).toBe(201);
    // Still read: it stays.
    expect(zips()).toEqual([onFirst]);
    const second = await heldDownload('second@example.com');
    expect(second.statusCode).toBe(200);
    expect(zips()).toHaveLength(2);
    const onSecond = zips().find((name) => name !== onFirst);

    expect((await uploadPhoto(ada.browser, await jpegBytes())).status).toBe(201);
    const { response } = await fetchBytes(ada.browser, '/api/photos/download-all');
    expect(response.status).toBe(200);
    // The oldest, whose download was cut, went before the third was written.
    const now = zips();
    expect(now).toHaveLength(2);
    expect(now).toContain(onSecond);
    expect(now).not.toContain(onFirst);

    // Its last reader gone, a replaced ZIP goes.
    second.destroy();
    first.destroy();
    const until = Date.now() + 5_000;
    while (zips().length > 1 && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(zips()).toHaveLength(1);
  }, 60_000);
});
