import { signUp, type SignedInUser } from '../../test/support/accounts.js';
import {
  albumRows,
  fetchBytes,
  heldAlbumDownload,
  openAlbumZips,
  storeAlbumDirectly,
  tempUploads,
  uploadPhoto,
} from '../../test/support/album.js';
import { jpegBytes, jpegDataUrl, noisyJpegBytes } from '../../test/support/images.js';
import { profileBody } from '../../test/support/profile-bodies.js';
import { storedFiles } from '../../test/support/stored-files.js';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';
import { sessionCookie } from '../../test/support/cookies.js';
import { answerWhileSending } from '../../test/support/still-sending.js';
import {
  IMAGE_WORK_AT_ONCE,
  IMAGE_WORK_PER_MEMBER,
  IMAGE_WORK_WAITING,
  ImageWork,
  imageWorkMessages,
} from '../images/image-work.js';
import { formatBytes, photoErrors } from './photos.messages.js';

describe('the album quota', () => {
  let t: TestApp;
  let ada: SignedInUser;
  let grace: SignedInUser;

  beforeAll(async () => {
    // Room for a few small photos each.
    t = await startTestApp({ ALBUM_QUOTA: '150KB' });
    ada = await signUp(t, 'ada@example.com');
    grace = await signUp(t, 'grace@example.com');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses an upload past the member’s quota with 403 and a clear message, storing nothing', async () => {
    const photo = await noisyJpegBytes(300, 200);
    let accepted = 0;
    let refusal: { status: number; body: unknown } | undefined;
    for (let i = 0; i < 20 && !refusal; i++) {
      const response = await uploadPhoto(ada.browser, photo);
      if (response.status === 201) accepted++;
      else refusal = { status: response.status, body: response.body };
    }
    expect(accepted).toBeGreaterThan(0);
    expect(refusal).toEqual({ status: 403, body: { error: photoErrors.quotaFull(150 * 1024) } });
    expect(photoErrors.quotaFull(150 * 1024)).toContain('150 KB');

    const rows = await albumRows(t);
    expect(rows).toHaveLength(accepted);
    // Exactly the accepted photos' files (original and thumbnail each), nothing half-stored.
    expect(storedFiles(t.config.storageDir)).toHaveLength(accepted * 2);
    expect(tempUploads(t)).toEqual([]);
    const [used] = await t.dataSource.query(
      'SELECT SUM("stored_bytes")::int AS "bytes" FROM "album_photos" WHERE "user_id" = $1',
      [ada.id],
    );
    expect(used.bytes).toBeLessThanOrEqual(150 * 1024);

    // Another member's quota is their own.
    expect((await uploadPhoto(grace.browser, photo)).status).toBe(201);
    // Deleting frees the room again.
    const first = rows[0];
    expect((await ada.browser.delete(`/api/photos/${first?.id}`)).status).toBe(200);
    expect((await uploadPhoto(ada.browser, photo)).status).toBe(201);
  });

  it('holds when uploads race: the quota is checked again under a lock', async () => {
    const racer = await signUp(t, 'racer@example.com');
    const photo = await noisyJpegBytes(300, 200);
    // Filled to one photo short of the quota…
    let full = false;
    for (let i = 0; i < 30 && !full; i++)
      full = (await uploadPhoto(racer.browser, photo)).status === 403;
    expect(full).toBe(true);
    const [last] = (await albumRows(t)).filter((row) => row.user_id === racer.id);
    expect((await racer.browser.delete(`/api/photos/${last?.id}`)).status).toBe(200);
    // …then a profile save's worth of uploads at once: each finds room before it is decoded, and
    // only the lock held while the row is written lets exactly one in.
    const answers = await Promise.all(
      Array.from({ length: IMAGE_WORK_PER_MEMBER }, () => uploadPhoto(racer.browser, photo)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 403, 403]);
    const [used] = await t.dataSource.query(
      'SELECT SUM("stored_bytes")::int AS "bytes" FROM "album_photos" WHERE "user_id" = $1',
      [racer.id],
    );
    expect(used.bytes).toBeLessThanOrEqual(150 * 1024);
  });

  it('words sizes the way people read them', () => {
    expect(formatBytes(2 * 1024 ** 3)).toBe('2 GB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(500)).toBe('500 bytes');
  });
});

// The quota counts bytes: at about 100 bytes a photo, 2 GB held millions of tiny ones, each
// decoded on the server, and nobody but their uploader could take them down.
describe('how many photos a member shares', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ ALBUM_MAX_PHOTOS: '2', RATE_LIMIT_ALBUM_UPLOADS_PER_ACCOUNT: '4' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stops at ALBUM_MAX_PHOTOS with 403 and a clear message, storing nothing', async () => {
    const keen = await signUp(t, 'keen@example.com');
    const photo = await jpegBytes();
    for (let i = 0; i < 2; i++) expect((await uploadPhoto(keen.browser, photo)).status).toBe(201);
    const refused = await uploadPhoto(keen.browser, photo);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: photoErrors.tooManyPhotos(2) });
    // Refused before it is decoded: it costs none of the member's uploads (4 an hour here).
    expect((await uploadPhoto(keen.browser, photo)).status).toBe(403);
    expect(await albumRows(t)).toHaveLength(2);
    expect(storedFiles(t.config.storageDir)).toHaveLength(4);
    expect(tempUploads(t)).toEqual([]);
    // A photo deleted makes room for another.
    const [first] = await albumRows(t);
    expect((await keen.browser.delete(`/api/photos/${first?.id}`)).status).toBe(200);
    expect((await uploadPhoto(keen.browser, photo)).status).toBe(201);
  });

  it('takes at most RATE_LIMIT_ALBUM_UPLOADS_PER_ACCOUNT uploads an hour from a member, before decoding', async () => {
    const hasty = await signUp(t, 'hasty@example.com');
    const photo = await jpegBytes();
    const first = await uploadPhoto(hasty.browser, photo);
    expect(first.status).toBe(201);
    expect((await hasty.browser.delete(`/api/photos/${first.body.id}`)).status).toBe(200);
    // Deleting gives no upload back, and neither does a refusal.
    for (let i = 0; i < 3; i++)
      expect((await uploadPhoto(hasty.browser, Buffer.from('not a photo'))).status).toBe(400);
    const refused = await uploadPhoto(hasty.browser, photo);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: photoErrors.tooManyUploads });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(tempUploads(t)).toEqual([]);
    // Another member's uploads are their own.
    const other = await signUp(t, 'other@example.com');
    expect((await uploadPhoto(other.browser, photo)).status).toBe(201);
  });

  it('refuses a member with no room or no uploads left before reading the body', async () => {
    // multer once wrote each such body, up to the album's limit, to disk before the refusal.
    await new Promise<void>((resolve) => t.server.listen(0, '127.0.0.1', resolve));
    const signIn = (username: string) =>
      t.http().post('/api/login').send({ username, password: 'secret-1' });
    expect(await uploadStillSending(t, sessionCookie(await signIn('keen@example.com')))).toEqual({
      status: 403,
      body: { error: photoErrors.tooManyPhotos(2) },
    });
    expect(await uploadStillSending(t, sessionCookie(await signIn('hasty@example.com')))).toEqual({
      status: 429,
      body: { error: photoErrors.tooManyUploads },
    });
    expect(tempUploads(t)).toEqual([]);
  });
});

// Each quota is one account's: twenty accounts an hour from one address could still fill the
// disk PostgreSQL and the site share. No test can fill this machine's disk; a floor above what
// any disk here has left stands for one nearly full.
describe('the album on a disk short of space', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ STORAGE_MIN_FREE: '1000TB' });
    await new Promise<void>((resolve) => t.server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses album uploads with 507 before reading them, storing nothing; profile photos still save', async () => {
    const member = await signUp(t, 'ada@example.com');
    const refused = { status: 507, body: { error: photoErrors.storageFull } };
    const upload = await uploadPhoto(member.browser, await jpegBytes());
    expect({ status: upload.status, body: upload.body }).toEqual(refused);
    const login = await t.http().post('/api/login').send({
      username: 'ada@example.com',
      password: 'secret-1',
    });
    expect(await uploadStillSending(t, sessionCookie(login))).toEqual(refused);
    expect(await albumRows(t)).toEqual([]);
    expect(tempUploads(t)).toEqual([]);
    expect(storedFiles(t.config.storageDir)).toEqual([]);
    // A profile's few small photos are not the album's to refuse.
    const save = await member.browser
      .post('/api/profiles')
      .send(profileBody({ photos: [jpegDataUrl(await jpegBytes())] }));
    expect(save.status).toBe(201);
  });

  it('does not write the album ZIP there: 503 in JSON, no file left', async () => {
    const member = await signUp(t, 'grace@example.com');
    await storeAlbumDirectly(t, member.id, 1, 64 * 1024);
    const download = await member.browser.get('/api/photos/download-all');
    expect({ status: download.status, body: download.body }).toEqual({
      status: 503,
      body: { error: photoErrors.zipNoRoom },
    });
    expect(openAlbumZips(t)).toEqual([]);
  });
});

// sharp decodes on libuv's thread pool, which sign-ins (argon2) and file reads share: with no
// bound, a few members sending large photos took every one of its threads.
describe('photos sent while every image turn is taken', () => {
  let t: TestApp;
  let release: () => void;

  beforeAll(async () => {
    t = await startTestApp();
    const imageWork = t.app.get(ImageWork);
    const held = new Promise<void>((resolve) => (release = resolve));
    // Members who do not exist in this app's database: only their places count here.
    for (let i = 0; i < IMAGE_WORK_AT_ONCE + IMAGE_WORK_WAITING; i++)
      void imageWork.run(-1 - i, () => held);
  });
  afterAll(async () => {
    release?.();
    await t?.close();
  });

  it('answers 503 with Retry-After, storing nothing, and the site keeps answering', async () => {
    const member = await signUp(t, 'sender@example.com');
    const upload = await uploadPhoto(member.browser, await jpegBytes());
    expect(upload.status).toBe(503);
    expect(upload.body).toEqual({ error: imageWorkMessages.busy });
    expect(Number(upload.headers['retry-after'])).toBeGreaterThan(0);
    const save = await member.browser
      .post('/api/profiles')
      .send(profileBody({ photos: [jpegDataUrl(await jpegBytes())] }));
    expect(save.status).toBe(503);
    expect(await albumRows(t)).toEqual([]);
    expect(storedFiles(t.config.storageDir)).toEqual([]);
    expect(tempUploads(t)).toEqual([]);
    // Signing in hashes on the same thread pool the photos would have filled.
    const login = await t.http().post('/api/login').send({
      username: 'sender@example.com',
      password: 'secret-1',
    });
    expect(login.status).toBe(200);

    release();
    await new Promise((resolve) => setImmediate(resolve));
    expect((await uploadPhoto(member.browser, await jpegBytes())).status).toBe(201);
  });
});

/** An album upload of which only the start of the photo was sent (answerWhileSending). */
function uploadStillSending(t: TestApp, cookie: string) {
  const boundary = 'still-sending';
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="big.jpg"\r\n` +
    'Content-Type: image/jpeg\r\n\r\n';
  return answerWhileSending(t, {
    method: 'POST',
    path: '/api/photos',
    cookie,
    contentType: `multipart/form-data; boundary=${boundary}`,
    start: Buffer.concat([Buffer.from(head), Buffer.alloc(64 * 1024, 0xff)]),
  });
}

/** An app with Ada's tens of megabytes of photos: more ZIP than the sockets' buffers hold. */
async function albumOfMegabytes(env: Record<string, string>) {
  const t = await startTestApp(env);
  const ada = await signUp(t, 'ada@example.com');
  await storeAlbumDirectly(t, ada.id);
  await new Promise<void>((resolve) => t.server.listen(0, '127.0.0.1', resolve));
  const login = await t.http().post('/api/login').send({
    username: 'ada@example.com',
    password: 'secret-1',
  });
  return { t, ada, adaCookie: sessionCookie(login) };
}

describe('ZIP downloads of the album', () => {
  let t: TestApp;
  let ada: SignedInUser;
  let adaCookie: string;

  beforeAll(async () => {
    ({ t, ada, adaCookie } = await albumOfMegabytes({}));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('are one per member at a time, and hold no one else up', async () => {
    const grace = await signUp(t, 'grace@example.com');
    const first = heldAlbumDownload(t, adaCookie);
    expect((await first.head)?.statusCode).toBe(200);

    // One download per member at a time: Ada's second is refused while her first runs.
    const again = await ada.browser.get('/api/photos/download-all');
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: photoErrors.zipAlreadyRunning });
    // Grace is not kept waiting by it.
    expect((await fetchBytes(grace.browser, '/api/photos/download-all')).response.status).toBe(200);

    // Ada's client goes away: she may download again.
    first.abort();
    let status = 409;
    for (const until = Date.now() + 5_000; status === 409 && Date.now() < until;)
      status = (await fetchBytes(ada.browser, '/api/photos/download-all')).response.status;
    expect(status).toBe(200);
  });
});

describe('a ZIP download that stalls', () => {
  it('is cut after ALBUM_ZIP_STALL_SECONDS, ending the member’s download', async () => {
    const { t, ada, adaCookie } = await albumOfMegabytes({ ALBUM_ZIP_STALL_SECONDS: '1' });
    try {
      const stalled = heldAlbumDownload(t, adaCookie);
      expect((await stalled.head)?.statusCode).toBe(200);
      // A client that reads nothing held its download (and its open ZIP) for ever; now a few
      // seconds, after which Ada may download again. (A paused client cannot see the cut itself.)
      const again = () => fetchBytes(ada.browser, '/api/photos/download-all');
      expect((await again()).response.status).toBe(409);
      let status = 409;
      for (const until = Date.now() + 8_000; status === 409 && Date.now() < until;) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        status = (await again()).response.status;
      }
      expect(status).toBe(200);
      stalled.abort();
    } finally {
      await t.close();
    }
  });
});
