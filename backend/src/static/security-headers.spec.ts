import { RSVP_ANSWER_PAGE, RSVP_UNSUBSCRIBE_PAGE, signInAddress } from '@reunion/contracts';
import { writeFiles } from '../../test/support/static-root.js';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';
import { createHash } from 'node:crypto';

const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';
/** The shell's inline page script, as its build writes it. */
const PAGE_SCRIPT = '(()=>{document.documentElement.dataset.pageScript="ran"})();';
const PAGE_SCRIPT_HASH = `'sha256-${createHash('sha256').update(PAGE_SCRIPT).digest('base64')}'`;

/** `directive → sources`, e.g. { 'script-src': ["'self'"] }. */
function parseCsp(header: unknown): Record<string, string[]> {
  expect(typeof header).toBe('string');
  const directives: Record<string, string[]> = {};
  for (const part of (header as string).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives[name] = sources;
  }
  return directives;
}

/** What each directive may hold besides the site itself and the remotes' origins. */
const EXTRA_SOURCES: Record<string, string[]> = {
  'default-src': [],
  // The one inline script: a server-rendered page's page script, allowed by its hash.
  'script-src': [PAGE_SCRIPT_HASH],
  // antd writes its CSS-in-JS into <style> tags.
  'style-src': ["'unsafe-inline'"],
  // Previews of photos before upload.
  'img-src': ['data:', 'blob:'],
  'font-src': ['data:'],
  'connect-src': [],
};

function expectOnly(csp: Record<string, string[]>, remotes: string[]): void {
  // The exact lists: 'self', the remotes (not for default-src), the extras, nothing more.
  for (const [directive, extras] of Object.entries(EXTRA_SOURCES)) {
    const allowed = directive === 'default-src' ? ["'self'"] : ["'self'", ...extras, ...remotes];
    expect([directive, [...(csp[directive] ?? [])].sort()]).toEqual([directive, allowed.sort()]);
  }
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(csp['frame-ancestors']).toEqual(["'none'"]);
  expect(csp['base-uri']).toEqual(["'self'"]);
  expect(csp['form-action']).toEqual(["'self'"]);
  const everySource = Object.values(csp).flat();
  for (const forbidden of ['*', "'unsafe-eval'", 'http:', 'https:', "'strict-dynamic'"])
    expect(everySource).not.toContain(forbidden);
  expect(everySource.filter((source) => source.includes('*'))).toEqual([]);
}

const page = (t: TestApp, path: string) =>
  t.http().get(path).set('Accept', 'text/html,application/xhtml+xml,*/*;q=0.8');

describe('security headers over plain http (local use)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    writeFiles(t.config.staticRoot, {
      'shell/dist/index.html': INDEX,
      'shell/dist/page-script.js': `${PAGE_SCRIPT}\n`,
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(['/', '/search', '/api/remotes', '/api/nothing'])(
    'gives %s a CSP of exactly the site, nosniff, no framing and no HSTS',
    async (path) => {
      const response = await page(t, path);
      expectOnly(parseCsp(response.headers['content-security-policy']), []);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['strict-transport-security']).toBeUndefined();
      expect(response.headers['content-security-policy']).not.toContain(
        'upgrade-insecure-requests',
      );
    },
  );

  it.each([
    '/',
    '/auth',
    '/profile/42',
    '/auth/confirm-email?token=abc',
    '/api/remotes',
    '/page-script.js',
    '/robots.txt',
  ])('asks search engines not to index %s', async (path) => {
    expect((await page(t, path)).headers['x-robots-tag']).toBe('noindex');
  });

  it('sends strict-origin-when-cross-origin as the referrer policy of ordinary pages', async () => {
    for (const path of [
      '/',
      '/auth',
      '/auth?view=forgot-password',
      '/profile/42',
      '/auth/reset-password-help',
      '/rsvp',
      '/rsvp/answers',
      '/api/remotes',
    ])
      expect([path, (await page(t, path)).headers['referrer-policy']]).toEqual([
        path,
        'strict-origin-when-cross-origin',
      ]);
  });

  it.each([
    '/auth/redirect-reset?token=abc&email=ana%40example.com',
    '/auth/reset-password?token=abc&email=ana%40example.com',
    '/auth/reset-password',
    '/auth/Reset-Password/?token=abc',
    '/auth/confirm-email?token=abc',
    // The RSVP nudge's links (contracts/src/rsvp-nudges): the unsubscribe token never expires.
    '/rsvp/answer?token=abc&event=attending&answer=yes',
    '/rsvp/unsubscribe?token=abc',
    '/RSVP/Answer/?token=abc',
    // Whatever the nudge mails' link pages are called.
    `${RSVP_ANSWER_PAGE}?token=abc`,
    `${RSVP_UNSUBSCRIBE_PAGE}?token=abc`,
    // Sign in on the way back to a confirmation link: its token is in /auth's address too.
    signInAddress('/auth/confirm-email?token=abc'),
    '/Auth/?view=forgot-password&from=%2Fauth%2Fconfirm-email%3Ftoken%3Dabc',
  ])('serves the token screen %s with Referrer-Policy: no-referrer', async (path) => {
    const response = await page(t, path);
    expect(response.status).toBe(200);
    expect(response.text).toBe(INDEX);
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });
});

describe('security headers with remotes elsewhere and https', () => {
  let t: TestApp;
  const remotes = {
    'mf-event': 'https://cdn.example.org/mf-event/1.2.0/mf-manifest.json',
    'mf-photos': 'https://photos.example.net:8443/mf-manifest.json',
    // A path on the site itself adds no origin.
    'mf-profile': '/remotes/mf-profile/1.0.0/mf-manifest.json',
  };
  beforeAll(async () => {
    t = await startTestApp({
      PUBLIC_URL: 'https://reunion.example.com',
      REMOTES: JSON.stringify(remotes),
    });
    writeFiles(t.config.staticRoot, {
      'shell/dist/index.html': INDEX,
      'shell/dist/page-script.js': `${PAGE_SCRIPT}\n`,
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('allows exactly the site and the origins of the configured remotes', async () => {
    const response = await page(t, '/');
    const csp = parseCsp(response.headers['content-security-policy']);
    expectOnly(csp, ['https://cdn.example.org', 'https://photos.example.net:8443']);
    expect(csp['upgrade-insecure-requests']).toEqual([]);
  });

  it('sends HSTS for half a year, subdomains included', async () => {
    const response = await page(t, '/');
    expect(response.headers['strict-transport-security']).toBe(
      'max-age=15552000; includeSubDomains',
    );
    expect((await t.http().get('/api/remotes')).headers['strict-transport-security']).toBe(
      'max-age=15552000; includeSubDomains',
    );
  });
});
