import { reunionFacts } from '@reunion/contracts';
import { aProfileBody } from '@reunion/contracts/testing';
import { postJson, registerForCookie } from '../support/accounts';
import { openBrowser, type Browser } from '../support/browser';
import { SIGNED_IN_ROUTES, startSite, type Site } from '../support/site';

// The site as the class shares it (docs/sharing.md): a link pasted into a chat shows a card, and
// a phone can add the site to its home screen.

let site: Site;

beforeAll(async () => {
  site = await startSite();
}, 120_000);

afterAll(() => site?.stop());

/** How each chat app fetches a shared link for its card: its agent, and it asks for anything. */
const CHAT_APPS = {
  WhatsApp: 'WhatsApp/2.23.20.0 A',
  Facebook: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  LinkedIn: 'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
  Slack: 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
};

/** Every page address: the public screens, a missing page, and the members' pages. */
const PAGES = [
  '/auth',
  '/auth/reset-password?token=abc',
  '/auth/redirect-reset',
  '/auth/confirm-email?token=abc',
  '/rsvp/answer',
  '/rsvp/unsubscribe',
  '/no-such-page',
  ...SIGNED_IN_ROUTES,
  '/profile/1',
  '/profile/edit/1',
];

/** A chat app's fetch: redirects followed, as the apps do. */
const fetchAsChatApp = (path: string, agent: string, accept: string | null = '*/*') =>
  fetch(`${site.url}${path}`, {
    headers: { 'user-agent': agent, ...(accept === null ? {} : { accept }) },
  });

/** The `content` of each <meta property|name="…"> in the page's head. */
function metaTags(html: string): Map<string, string> {
  const head = html.slice(0, html.indexOf('</head>'));
  const tags = new Map<string, string>();
  for (const match of head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g))
    tags.set(match[1] ?? '', (match[2] ?? '').replaceAll('&amp;', '&'));
  return tags;
}

/** A PNG's size from its header (the IHDR chunk comes first). */
const pngSize = (bytes: Buffer) => ({
  width: bytes.readUInt32BE(16),
  height: bytes.readUInt32BE(20),
});

describe('a shared link in a chat', () => {
  it.each(Object.entries(CHAT_APPS))(
    '%s gets HTML with a card for every page address',
    async (_app, agent) => {
      for (const path of PAGES) {
        const response = await fetchAsChatApp(path, agent);
        const where = `${path} → ${response.url.slice(site.url.length)}`;
        // A missing page is still a page: the site's "not found" screen, with its card.
        expect([where, response.status]).toEqual([where, path === '/no-such-page' ? 404 : 200]);
        expect([where, response.headers.get('content-type')]).toEqual([
          where,
          'text/html; charset=utf-8',
        ]);
        const tags = metaTags(await response.text());
        expect([where, tags.get('og:title'), tags.get('twitter:card')]).toEqual([
          where,
          reunionFacts.siteName,
          'summary_large_image',
        ]);
        const description = tags.get('og:description') ?? '';
        for (const fact of [reunionFacts.dates, 'Fontainebleau'])
          expect([where, description]).toEqual([where, expect.stringContaining(fact)]);
        // The page's own address on the public origin, without the query (a mailed token).
        const finalPath = new URL(response.url).pathname;
        expect([where, tags.get('og:url')]).toEqual([where, `${site.url}${finalPath}`]);
        expect(tags.get('og:image')).toBe(`${site.url}/link-card.png`);
        expect(tags.get('twitter:image')).toBe(tags.get('og:image'));
      }
    },
    60_000,
  );

  it('gets the same card when the app sends no Accept header at all', async () => {
    const tags = metaTags(await (await fetchAsChatApp('/auth', CHAT_APPS.Slack, null)).text());
    expect(tags.get('og:title')).toBe(reunionFacts.siteName);
  });

  it("says nothing of a member on a member's page, even to a member: the card is the site's", async () => {
    const cookie = await registerForCookie(site, 'hedy@class2005.test', 'secret-1-long');
    const created = await postJson(
      site,
      '/api/profiles',
      aProfileBody({ firstName: 'Hedwig', lastName: 'Kiesler', city: 'Vienna' }),
      cookie,
    );
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const html = await (
      await fetch(`${site.url}/profile/${id}`, { headers: { accept: '*/*', cookie } })
    ).text();
    expect(html).toContain('Hedwig');
    const card = [...metaTags(html).entries()].filter(([key]) => /^(og|twitter):/.test(key));
    const sitesCard = [
      ...metaTags(await (await fetchAsChatApp('/auth', CHAT_APPS.WhatsApp)).text()),
    ]
      .filter(([key]) => /^(og|twitter):/.test(key))
      .map(([key, value]) => [key, key === 'og:url' ? `${site.url}/profile/${id}` : value]);
    expect(card).toEqual(sitesCard);
  });

  it('shows an image of 1200 × 630 under 600 KB', async () => {
    const response = await fetchAsChatApp('/link-card.png', CHAT_APPS.Facebook);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.length).toBeLessThan(600 * 1024);
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
  });

  it('keeps the API answering JSON, and a missing file a 404', async () => {
    const api = await fetchAsChatApp('/api/no-such-thing', CHAT_APPS.Slack);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ error: expect.any(String) });
    const file = await fetchAsChatApp('/no-such-script.3f9a1c2b.js', CHAT_APPS.Slack);
    expect(file.status).toBe(404);
  });
});

describe('the home screen', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await openBrowser({ mobile: true, viewport: { width: 412, height: 823 } });
  });

  afterAll(() => browser?.close());

  it('has a web app manifest with the name, start, display, colour and icons', async () => {
    const html = await (
      await fetch(`${site.url}/auth`, { headers: { accept: 'text/html' } })
    ).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    const response = await fetch(`${site.url}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as Record<string, unknown> & {
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: reunionFacts.siteName,
      short_name: reunionFacts.shortName,
      start_url: '/',
      display: 'standalone',
      theme_color: '#0b5d3b',
    });
    expect((manifest.short_name as string).length).toBeLessThanOrEqual(12);
    const icons = manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`);
    expect(icons).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const image = await fetch(`${site.url}${icon.src}`);
      expect([icon.src, image.status, image.headers.get('content-type')]).toEqual([
        icon.src,
        200,
        'image/png',
      ]);
      const side = Number(icon.sizes.split('x')[0]);
      expect(pngSize(Buffer.from(await image.arrayBuffer()))).toEqual({
        width: side,
        height: side,
      });
    }
  });

  it("passes the browser's installability checks", async () => {
    const { page, context } = browser;
    await page.goto(`${site.url}/auth`);
    const devtools = await context.newCDPSession(page);
    const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = await devtools.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
  });
});
