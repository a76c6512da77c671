import zlib from 'node:zlib';
import { signUp, type SignedInUser } from '../../test/support/accounts.js';
import { uploadPhoto } from '../../test/support/album.js';
import { jpegBytes, jpegDataUrl } from '../../test/support/images.js';
import { profileBody } from '../../test/support/profile-bodies.js';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';
import { bodyErrors } from './request-bodies.js';

/** `[[[[…]]]]`: a few MB that parse into millions of nested arrays. */
const nestedArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
/** `{"a":{"a":…}}` */
const nestedObjects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

describe('request bodies that cost the server', () => {
  let t: TestApp;
  let visitor: SignedInUser;
  /** A member who knows the class password and sends the costly bodies. */
  let sender: SignedInUser;

  beforeAll(async () => {
    t = await startTestApp();
    visitor = await signUp(t, 'visitor@example.com');
    sender = await signUp(t, 'sender@example.com');
  });
  afterAll(async () => {
    await t?.close();
  });

  const postRaw = (
    path: string,
    body: Buffer | string,
    headers: Record<string, string> = {},
    client: ReturnType<TestApp['http']> | SignedInUser['browser'] = sender.browser,
  ) =>
    client
      .post(path)
      .set({ 'Content-Type': 'application/json', ...headers })
      .send(body);

  /**
   * Sends `hostile` and, for as long as it is in flight, keeps asking GET /api/user as another
   * visitor every 50 ms: the answer to `hostile`, and the longest the other visitor waited
   * beyond those 50 ms. Client and server share this process: while the server's event loop is
   * blocked the visitor cannot even send, so each wait is timed from before the pause.
   */
  async function whileOtherVisitorWaits(hostile: () => Promise<{ status: number; body: unknown }>) {
    let settled = false;
    // supertest sends a request only once something waits for its answer.
    const attack = Promise.resolve(hostile()).finally(() => (settled = true));
    let waitedMs = 0;
    for (let i = 0; i < 1_200 && !settled; i++) {
      const started = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect((await visitor.browser.get('/api/user')).status).toBe(200);
      waitedMs = Math.max(waitedMs, Date.now() - started - 50);
    }
    return { answer: await attack, waitedMs };
  }

  it.each([
    ['/api/login', 'nested arrays', nestedArrays(3_800_000), 413],
    ['/api/profiles', 'nested arrays', nestedArrays(3_800_000), 400],
    ['/api/profiles', 'nested objects', nestedObjects(1_300_000), 400],
    [
      '/api/profiles',
      'a flat array of two million small items',
      `{"photos":[${Array(2_000_000).fill('[]').join(',')}]}`,
      400,
    ],
  ])(
    'answers %s sent %s (7–8 MB, plain) at once, and other visitors keep being served',
    async (path, _kind, text, status) => {
      const { answer, waitedMs } = await whileOtherVisitorWaits(() => postRaw(path, text));
      expect(answer.status).toBe(status);
      expect(answer.body).toEqual({
        error: status === 413 ? 'The request is too large.' : bodyErrors.tooComplex,
      });
      expect(waitedMs).toBeLessThan(1_500);
    },
  );

  it('reads no body of a request its guard refuses: 8 MB to /api/profiles without a session is a 401', async () => {
    const { answer, waitedMs } = await whileOtherVisitorWaits(() =>
      postRaw('/api/profiles', nestedArrays(3_800_000), {}, t.http()),
    );
    expect(answer.status).toBe(401);
    expect(waitedMs).toBeLessThan(1_500);
  });

  it('refuses 8 KB of gzip that would inflate to deeply nested JSON with 415, inflating nothing', async () => {
    const bomb = zlib.gzipSync(nestedArrays(3_800_000));
    expect(bomb.length).toBeLessThan(10_000);
    for (const path of ['/api/login', '/api/profiles']) {
      const { answer, waitedMs } = await whileOtherVisitorWaits(() =>
        postRaw(path, bomb, { 'Content-Encoding': 'gzip' }),
      );
      expect(answer.status).toBe(415);
      expect(answer.body).toEqual({ error: bodyErrors.encoded });
      expect(waitedMs).toBeLessThan(1_500);
    }
  });

  it('refuses every Content-Encoding but identity, on uploads too', async () => {
    const deflated = await uploadPhoto(visitor.browser, await jpegBytes()).set(
      'Content-Encoding',
      'deflate',
    );
    expect(deflated.status).toBe(415);
    const plain = await postRaw('/api/login', '{"username":"a","password":"b"}', {
      'Content-Encoding': 'identity',
    });
    expect(plain.status).toBe(401);
  });

  it('gives each route the body it needs: a profile with photos passes, a large sign-in does not', async () => {
    const photo = jpegDataUrl(await jpegBytes(800, 600));
    const created = await visitor.browser
      .post('/api/profiles')
      .send(profileBody({ photos: [photo, photo, photo] }));
    expect(created.status).toBe(201);
    const big = await t
      .http()
      .post('/api/register')
      .send({ email: 'x@example.com', password: 'x'.repeat(30_000), classPassword: 'x' });
    expect(big.status).toBe(413);
  });

  it('answers malformed JSON with 400, never a stack trace', async () => {
    const response = await postRaw('/api/login', '{"username": ');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: bodyErrors.malformed });
  });

  it.each([
    ['a sign-in name', '/api/login', '{"username":"ada\\u0000","password":"x"}'],
    ['a key', '/api/login', '{"username":"ada","password":"x","\\u0000":1}'],
    ['a profile field', '/api/profiles', JSON.stringify(profileBody({ lastName: 'Love\0lace' }))],
  ])(
    'refuses the NUL character in %s with 400, each time, before any lookup (a 500 before)',
    async (_where, path, text) => {
      const profiles = async () => (await t.dataSource.query('SELECT id FROM profiles')).length;
      const before = await profiles();
      for (let i = 0; i < 3; i++) {
        const response = await postRaw(path, text);
        expect(response.status).toBe(400);
        expect(response.body).toEqual({ error: bodyErrors.nul });
      }
      expect(await profiles()).toBe(before);
    },
  );

  it('takes a backslash followed by "u0000" as the text it is', async () => {
    const member = await signUp(t, 'backslash@example.com');
    const text = String.raw`Love\u0000lace`;
    const response = await member.browser
      .post('/api/profiles')
      .send(profileBody({ lastName: text }));
    expect(response.status).toBe(201);
    expect(response.body.lastName).toBe(text);
  });

  it('reads no body where the handler takes none: a malformed one sent to logout is left unread', async () => {
    const member = await signUp(t, 'no-body@example.com');
    const response = await postRaw('/api/logout', '{"unread": ', {}, member.browser);
    expect(response.status).toBe(200);
    expect((await member.browser.get('/api/user')).status).toBe(401);
  });
});
