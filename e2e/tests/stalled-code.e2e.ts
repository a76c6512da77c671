import { expect as jestExpect } from '@jest/globals';
import type { IncomingMessage } from 'node:http';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../contracts/src/chunk-load-timeout';
import { registerAccount } from '../support/accounts';
import { openBrowser, type Browser } from '../support/browser';
import { startHoldingProxy, type HoldingProxy } from '../support/holding-proxy';
import { startSite, type Site } from '../support/site';

// Code the page asks for while it is open, on a signal that stalls: a request that is sent and
// never answered (docs/pages.md, "Sections that fail to load"). The part says it could not load
// within the build's chunkLoadTimeout, not the browser's 120 s, and its retry, once the signal is
// back, fetches the code rather than wait on the request that stalled. A loopback proxy holds the
// answers (e2e/support/holding-proxy.ts): the browser's own cache and connections are as a
// visitor's, which Playwright's route() would change.

let site: Site;
let proxy: HoldingProxy;
/** Which requests the signal stalls now: none until a test says. */
let stalls: (request: IncomingMessage) => boolean = () => false;

/** Time for the page around the runtime's own timeout, on a loaded 2-core machine. */
const SLACK_MS = 5_000;

beforeAll(async () => {
  site = await startSite();
  proxy = await startHoldingProxy(site.url, (request) => stalls(request));
}, 90_000);

afterAll(async () => {
  await proxy?.stop();
  await site?.stop();
});

afterEach(() => {
  stalls = () => false;
});

const script = (request: IncomingMessage) => (request.url ?? '').split('?')[0]!.endsWith('.js');

/** A member's browser on the site through the proxy, on `path` once its scripts have come. */
async function signedIn(email: string, path: string, mobile: boolean): Promise<Browser> {
  const browser = await openBrowser({
    ...(mobile ? { mobile: true, viewport: { width: 360, height: 740 } } : {}),
    // No keep of the programme (docs/offline.md): it would fetch the menu's code meanwhile.
    serviceWorkers: 'block',
  });
  const onProxy = { ...site, url: proxy.url };
  await registerAccount(browser.page, onProxy, { email, password: 'secret-1-long' });
  await browser.page.goto(`${proxy.url}${path}`);
  return browser;
}

test("the phone menu's code stalls: its links show within the bound; the next tap, the signal back, opens the drawer", async () => {
  const phone = await signedIn('stalled.menu@class2005.test', '/', true);
  const at = phone.page;
  try {
    await at.getByRole('heading', { level: 1 }).first().waitFor();
    // From here every script asked for stalls: the drawer's are the only ones left to come.
    stalls = script;
    const menuButton = at.getByRole('button', { name: 'Open menu' });
    const tapped = Date.now();
    await menuButton.click();
    // Before: the button spun for 120 s.
    const menu = at.getByRole('dialog', { name: 'Menu' });
    await menu
      .getByRole('link', { name: 'Photos', exact: true })
      .waitFor({ timeout: CHUNK_LOAD_TIMEOUT_MS + SLACK_MS });
    const elapsed = Date.now() - tapped;
    console.info(`menu's code stalled: its links after ${elapsed} ms`);
    jestExpect(elapsed).toBeGreaterThanOrEqual(CHUNK_LOAD_TIMEOUT_MS - 1_000);
    jestExpect(await at.locator('.plain-mobile-menu').count()).toBe(1);
    jestExpect(await at.locator('.site-header__menu-button.ant-btn-loading').count()).toBe(0);

    // The signal is back; the stalled requests are still held. The next tap fetches the drawer.
    stalls = () => false;
    await at.keyboard.press('Escape');
    await menuButton.click();
    // Before: the new request was handed the stalled one, and the tap failed again.
    await at.locator('.ant-drawer-open').getByRole('link', { name: 'Photos' }).waitFor();
    jestExpect(await at.locator('.plain-mobile-menu').count()).toBe(0);
  } finally {
    await phone.close();
  }
}, 90_000);

test("Who's in town's code stalls: it says so within the bound; Try again, the signal back, shows it", async () => {
  const desktop = await signedIn('stalled.town@class2005.test', '/event-details', false);
  const at = desktop.page;
  try {
    await at.getByRole('heading', { name: 'Detailed Schedule' }).waitFor();
    // The programme is there; Who's in town's code comes when it is scrolled to, and stalls.
    stalls = (request) => script(request) && (request.url ?? '').startsWith('/remotes/mf-event/');
    const section = at.locator('#whos-in-town');
    const scrolled = Date.now();
    await section.scrollIntoViewIfNeeded();
    // Before: a spinner for 120 s.
    await section
      .getByText('Could not load who is in town. Try again later.')
      .waitFor({ timeout: CHUNK_LOAD_TIMEOUT_MS + SLACK_MS });
    const elapsed = Date.now() - scrolled;
    console.info(`Who's in town's code stalled: the failure shown after ${elapsed} ms`);
    jestExpect(elapsed).toBeGreaterThanOrEqual(CHUNK_LOAD_TIMEOUT_MS - 1_000);
    // The rest of the programme stays.
    await at.getByRole('heading', { name: 'Detailed Schedule' }).waitFor();

    stalls = () => false;
    await section.getByRole('button', { name: 'Try again' }).click();
    // Before: Try again waited on the stalled request and failed again.
    await section.getByText('Town', { exact: true }).waitFor();
    jestExpect(await section.getByText('Could not load who is in town').count()).toBe(0);
  } finally {
    await desktop.close();
  }
}, 90_000);
