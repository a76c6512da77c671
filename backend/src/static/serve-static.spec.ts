import { writeFiles } from '../../test/support/static-root.js';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';

const INDEX =
  '<!doctype html><html><body><div id="root"></div><script src="/main.1a2b3c4d.js"></script></body></html>';
const BIG_SCRIPT = `console.log(${JSON.stringify('reunion '.repeat(4000))});`;

describe('static front end on the same origin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    writeFiles(t.config.staticRoot, {
      'shell/dist/index.html': INDEX,
      'shell/dist/main.1a2b3c4d.js': BIG_SCRIPT,
      'shell/dist/favicon.svg': '<svg/>',
      'mf-directory/dist/mf-manifest.json': '{"name":"mf_directory"}',
      'mf-directory/dist/remoteEntry.js': 'var mf_directory;',
      'mf-directory/dist/static/js/412.9f8e7d6c5b4a.js': 'chunk();',
      'mf-directory/dist/static/css/412.9f8e7d6c.css': 'a{}',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const page = (path: string) =>
    t.http().get(path).set('Accept', 'text/html,application/xhtml+xml,*/*;q=0.8');

  it('serves the shell at / without caching index.html', async () => {
    const response = await page('/');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.text).toBe(INDEX);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves the shell at / to a client that does not ask for HTML (a probe, curl)', async () => {
    const response = await t.http().get('/');
    expect(response.status).toBe(200);
    expect(response.text).toBe(INDEX);
  });

  it.each(['/search', '/profile/42', '/auth/redirect-reset?token=x&email=y', '/some/unknown/path'])(
    'answers the page load of %s with the shell, for its router to handle',
    async (path) => {
      const response = await page(path);
      expect(response.status).toBe(200);
      expect(response.text).toBe(INDEX);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('keeps hashed assets for a year and revalidates the rest', async () => {
    expect((await t.http().get('/main.1a2b3c4d.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await t.http().get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
  });

  it('serves each remote under /remotes/<name>/ with manifests and entries revalidated', async () => {
    const manifest = await t.http().get('/remotes/mf-directory/mf-manifest.json');
    expect(manifest.status).toBe(200);
    expect(manifest.body).toEqual({ name: 'mf_directory' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(
      (await t.http().get('/remotes/mf-directory/remoteEntry.js')).headers['cache-control'],
    ).toBe('no-cache');
    for (const chunk of [
      '/remotes/mf-directory/static/js/412.9f8e7d6c5b4a.js',
      '/remotes/mf-directory/static/css/412.9f8e7d6c.css',
    ]) {
      const response = await t.http().get(chunk);
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('answers a missing file under /remotes/ with 404, never the shell', async () => {
    for (const path of [
      '/remotes/mf-directory/missing.js',
      '/remotes/mf-profile/mf-manifest.json',
      '/remotes/not-a-remote/x.js',
    ]) {
      const response = await page(path);
      expect(response.status).toBe(404);
      expect(response.text).not.toContain('<div id="root">');
    }
  });

  it('keeps the API and the probes out of the fallback', async () => {
    expect((await page('/api/nothing')).status).toBe(404);
    expect((await page('/health/nothing')).status).toBe(404);
    expect((await page('/api/remotes')).headers['content-type']).toMatch(/application\/json/);
  });

  it('gives a missing asset 404 rather than the page', async () => {
    const response = await t.http().get('/main.00000000.js').set('Accept', '*/*');
    expect(response.status).toBe(404);
    expect((await t.http().post('/profile/42').set('Accept', 'text/html')).status).toBe(404);
  });

  it('does not leave the static folders', async () => {
    const response = await t
      .http()
      .get('/remotes/mf-directory/..%2f..%2fshell%2fdist%2findex.html');
    expect(response.text).not.toContain('<div id="root">');
  });

  it('compresses with brotli or gzip, as the browser accepts', async () => {
    for (const encoding of ['br', 'gzip']) {
      // supertest undoes the encoding itself; the header says what travelled.
      const response = await t.http().get('/main.1a2b3c4d.js').set('Accept-Encoding', encoding);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.text).toBe(BIG_SCRIPT);
    }
  });

  it('sends a CSP that allows the own scripts, inline styles (antd) and data:/blob: images, and no HSTS on http', async () => {
    const response = await page('/');
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});

describe('static front end not built yet', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers page loads with 404 instead of failing', async () => {
    const response = await t.http().get('/').set('Accept', 'text/html');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: expect.any(String) });
  });
});
