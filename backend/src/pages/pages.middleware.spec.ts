import { Logger } from '@nestjs/common';
import { writeFiles } from '../../test/support/static-root.js';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';

/** index.html as the shell's build writes it: one deferred script. */
const INDEX =
  '<!doctype html><html><head><title>Reunion</title><script defer src="/main.1a2b3c4d.js"></script>' +
  '</head><body><div id="root"></div></body></html>';

/**
 * A shell server build that renders every page, part of it failed (the browser draws that part),
 * and names the scripts it is taken over with; /go sends the visitor wherever its `to` says, as
 * a shell with a bug in its return path would.
 */
const SERVER = `exports.renderPage = async ({ url }) => url.startsWith('/go?')
  ? { kind: 'redirect', location: new URL(url, 'http://x').searchParams.get('to') }
  : {
    kind: 'page', status: 200, title: 'Reset', head: '', html: '<main>reset</main>', state: '{}',
    scripts: ['/main.1a2b3c4d.js', '/1086.0123abcd.js'],
    errors: ['the form did not render'],
  };`;

describe('pages rendered on the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    writeFiles(t.config.staticRoot, {
      'shell/dist/index.html': INDEX,
      'shell/dist/page-script.js': 'loadScripts()',
      'shell/dist-server/server.cjs': SERVER,
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('logs a part left to the browser with the address as the access log writes it: no reset token', async () => {
    const warned = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    try {
      const response = await t
        .http()
        .get('/auth/reset-password?token=secret-token-value')
        .set('Accept', 'text/html');
      expect(response.status).toBe(200);
      expect(response.text).toContain('<div id="root"><main>reset</main></div>');
      // The page script asks for main.js and the rest the render named, together.
      expect(response.text).toContain(
        '<script data-src="/main.1a2b3c4d.js" data-preload="/1086.0123abcd.js">loadScripts()</script>',
      );
      const lines = warned.mock.calls.map(([line]) => String(line));
      const line = lines.find((text) => text.includes('left to the browser'));
      expect(line).toContain('/auth/reset-password');
      expect(line).toContain('the form did not render');
      expect(lines.join('\n')).not.toContain('secret-token-value');
    } finally {
      warned.mockRestore();
    }
  });

  it.each([
    ['/search?q=ada', '/search?q=ada'],
    ['//evil.example/login', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['evil.example', '/'],
  ])('redirects a page to %p only on this site', async (to, location) => {
    const response = await t
      .http()
      .get(`/go?to=${encodeURIComponent(to)}`)
      .set('Accept', 'text/html');
    expect([response.status, response.headers.location]).toEqual([303, location]);
  });
});
