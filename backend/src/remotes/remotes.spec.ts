import { writeFiles } from '../../test/support/static-root.js';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';

describe('GET /api/remotes', () => {
  describe('default registry', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp();
      writeFiles(t.config.staticRoot, {
        'mf-directory/dist/mf-manifest.json': '{}',
        'mf-event/dist/mf-manifest.json': '{}',
        // Built folder without a manifest: not a usable remote.
        'mf-insights/dist/index.js': '',
      });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('lists each built remote at its path on this server, and leaves out the others', async () => {
      const response = await t.http().get('/api/remotes');
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toEqual({
        'mf-directory': '/remotes/mf-directory/mf-manifest.json',
        'mf-event': '/remotes/mf-event/mf-manifest.json',
      });
    });

    it('picks up a remote built after the server started', async () => {
      writeFiles(t.config.staticRoot, { 'mf-photos/dist/mf-manifest.json': '{}' });
      expect((await t.http().get('/api/remotes')).body['mf-photos']).toBe(
        '/remotes/mf-photos/mf-manifest.json',
      );
    });

    it('needs no session', async () => {
      expect((await t.http().get('/api/remotes')).status).toBe(200);
    });
  });

  describe('with REMOTES', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({
        REMOTES: JSON.stringify({
          'mf-profile': 'https://cdn.example.org/mf-profile/v2/mf-manifest.json',
          'mf-directory': '/remotes/mf-directory-v1/mf-manifest.json',
        }),
      });
      writeFiles(t.config.staticRoot, {
        'mf-directory/dist/mf-manifest.json': '{}',
        'mf-event/dist/mf-manifest.json': '{}',
      });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('repoints the named remotes, keeping the built defaults of the rest', async () => {
      expect((await t.http().get('/api/remotes')).body).toEqual({
        'mf-directory': '/remotes/mf-directory-v1/mf-manifest.json',
        'mf-event': '/remotes/mf-event/mf-manifest.json',
        'mf-profile': 'https://cdn.example.org/mf-profile/v2/mf-manifest.json',
      });
    });

    it("lets the page load scripts from an overriding remote's origin", async () => {
      const csp = (await t.http().get('/api/remotes')).headers['content-security-policy'] as string;
      // (The page script's hash joins it when the shell is built: security-headers.spec.ts.)
      expect(csp).toMatch(/script-src 'self' https:\/\/cdn\.example\.org/);
      expect(csp).toMatch(/connect-src 'self' https:\/\/cdn\.example\.org/);
    });
  });
});
