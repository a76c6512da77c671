import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect as jestExpect } from '@jest/globals';
import type { Page } from 'playwright-core';
import { registerAdministrator } from '../support/accounts';
import { openBrowser, type Browser } from '../support/browser';
import { ALBUM_INTRO, ALBUM_PAGE, withEditedSource } from '../support/edited-release';
import { runRepoScript } from '../support/repo-script';
import { ADMIN_EMAIL, repoRoot, startSite, type Site } from '../support/site';

// Issue 19: a release is built from the sources into a folder of its own. It used to be built
// into the section's dist/, the build a rollback past the first release returns to, so after
// "rolled back to its default build" the site still showed the released page.

const ORIGINAL = ALBUM_INTRO;
const EDITED = 'Release 7.7.7 was here.';
const defaultManifest = path.join(repoRoot, 'mf-photos/dist/mf-manifest.json');

let site: Site;
let browser: Browser;
let page: Page;
let scratch: string;
let releasesDir: string;

const run = (script: string, args: string[]) =>
  runRepoScript(script, args, { dataDir: site.dataDir, releasesDir }, 180_000);

const sha256 = (file: string) =>
  crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

async function albumIntro(): Promise<string> {
  await page.goto(`${site.url}/photos`);
  const intro = page.locator('header').filter({ has: page.locator('#photo-album-title') });
  await intro.waitFor({ timeout: 15_000 });
  return (await intro.textContent()) ?? '';
}

beforeAll(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'reunion-release-rollback-'));
  releasesDir = path.join(scratch, 'releases');
  site = await startSite({ env: { RELEASES_DIR: releasesDir } });
  browser = await openBrowser();
  page = browser.page;
  await registerAdministrator(page, site, { email: ADMIN_EMAIL, password: 'secret-1' });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
});

test('release an edited page, activate it, roll back: the original page is back', async () => {
  jestExpect(await albumIntro()).toContain(ORIGINAL);
  const builtBefore = sha256(defaultManifest);

  // Edited as a developer would, released as the README shows, and put back at once.
  withEditedSource(ALBUM_PAGE, ORIGINAL, EDITED, () =>
    run('tooling/scripts/release.mjs', ['mf-photos', '--version', '7.7.7', '--activate']),
  );
  jestExpect(fs.existsSync(path.join(releasesDir, 'mf-photos/7.7.7/mf-manifest.json'))).toBe(true);
  jestExpect(await albumIntro()).toContain(EDITED);

  jestExpect(run('backend/scripts/remotes.mjs', ['rollback', 'mf-photos'])).toMatch(
    /default build/,
  );
  const back = await albumIntro();
  jestExpect(back).toContain(ORIGINAL);
  jestExpect(back).not.toContain(EDITED);
  // The section's own build was not touched by the release.
  jestExpect(sha256(defaultManifest)).toBe(builtBefore);
}, 240_000);
