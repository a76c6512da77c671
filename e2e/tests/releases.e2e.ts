import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect as jestExpect } from '@jest/globals';
import type { Page } from 'playwright-core';
import { callApi, registerAdministrator } from '../support/accounts';
import { openBrowser, type Browser } from '../support/browser';
import { runRepoScript } from '../support/repo-script';
import { ADMIN_EMAIL, repoRoot, startSite, type Site } from '../support/site';

// Issue 10: sections ship as immutable versioned releases; the registry (PostgreSQL) switches
// the live site between them with no rebuild or restart, and refuses an incompatible one.

let site: Site;
let browser: Browser;
let page: Page;
let scratch: string;
let releasesDir: string;

const heroTitle = /(id:"event-hero-title",style:\{[^}]*\},children:)[\w.$]+\}/;

/** A real mf-event build whose hero heading reads `text`: the built dist with one string swapped. */
function variantOf(text: string): string {
  const folder = fs.mkdtempSync(path.join(scratch, 'variant-'));
  fs.cpSync(path.join(repoRoot, 'mf-event/dist'), folder, { recursive: true });
  const changed = fs.readdirSync(folder).filter((file) => {
    if (!file.endsWith('.js')) return false;
    const source = fs.readFileSync(path.join(folder, file), 'utf8');
    if (!heroTitle.test(source)) return false;
    fs.writeFileSync(
      path.join(folder, file),
      source.replace(heroTitle, (_, head: string) => `${head}${JSON.stringify(text)}}`),
    );
    return true;
  });
  jestExpect(changed).toHaveLength(1);
  return folder;
}

/** Runs a repo script against the running site's database and releases folder. */
const run = (script: string, args: string[]) =>
  runRepoScript(script, args, { dataDir: site.dataDir, releasesDir });

async function heroText(): Promise<string> {
  await page.goto(`${site.url}/event-details`);
  return (await page.locator('#event-hero-title').textContent({ timeout: 15_000 })) ?? '';
}

const activate = (version: string) =>
  callApi(page, 'POST', '/api/admin/remotes/mf-event/activate', { version });

beforeAll(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'reunion-releases-'));
  releasesDir = path.join(scratch, 'releases');
  site = await startSite({ env: { RELEASES_DIR: releasesDir } });
  browser = await openBrowser();
  page = browser.page;
  await registerAdministrator(page, site, { email: ADMIN_EMAIL, password: 'secret-1' });

  // Two releases through the real release command (taking a given build), one hand-made
  // release built "against React 18", registered through the command line.
  run('tooling/scripts/release.mjs', [
    'mf-event',
    '--version',
    '1.0.0',
    '--from',
    variantOf('Release One'),
  ]);
  run('tooling/scripts/release.mjs', [
    'mf-event',
    '--version',
    '1.1.0',
    '--from',
    variantOf('Release Two'),
  ]);
  const old = path.join(releasesDir, 'mf-event/0.9.0');
  fs.cpSync(path.join(releasesDir, 'mf-event/1.0.0'), old, { recursive: true });
  const manifest = JSON.parse(fs.readFileSync(path.join(old, 'release.json'), 'utf8'));
  fs.writeFileSync(
    path.join(old, 'release.json'),
    JSON.stringify({
      ...manifest,
      version: '0.9.0',
      shared: { ...manifest.shared, react: '18.3.1', 'react-dom': '18.3.1' },
    }),
  );
  run('backend/scripts/remotes.mjs', ['publish', 'mf-event', '0.9.0']);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
});

test('the built default serves until a release is activated', async () => {
  jestExpect(await heroText()).not.toMatch(/Release/);
});

test('switching the registry between two releases shows each after a reload', async () => {
  jestExpect((await activate('1.0.0')).status).toBe(200);
  jestExpect(await heroText()).toBe('Release One');
  jestExpect((await activate('1.1.0')).status).toBe(200);
  jestExpect(await heroText()).toBe('Release Two');
  const back = await callApi(page, 'POST', '/api/admin/remotes/mf-event/rollback');
  jestExpect(back.status).toBe(200);
  jestExpect(await heroText()).toBe('Release One');
});

test('an incompatible release is refused and the active one stays', async () => {
  const refused = await activate('0.9.0');
  jestExpect(refused.status).toBe(409);
  jestExpect(JSON.parse(refused.text).error).toMatch(/react 18\.3\.1/);
  jestExpect(await heroText()).toBe('Release One');
  jestExpect(run('backend/scripts/remotes.mjs', ['list'])).toMatch(/mf-event: 1\.0\.0/);
});
