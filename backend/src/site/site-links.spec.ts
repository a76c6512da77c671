import { REPRESENTATIVE_NAME_MAX, siteLinksSchema } from '@reunion/contracts';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';
import { ConfigError, loadConfig } from '../config/load-config.js';

describe('GET /api/site-links', () => {
  let configured: TestApp;
  let bare: TestApp;

  beforeAll(async () => {
    configured = await startTestApp({
      SITE_CONTACT_EMAIL: 'team@reunion.test',
      SITE_FACEBOOK_URL: 'https://www.facebook.com/groups/class2005',
      SITE_SUPPORT_WHATSAPP: '+33 6 12-34-56-78',
      // A representative is named whether or not their network's group is linked.
      SITE_INSTAGRAM_REPRESENTATIVE: '  Grace Hopper ',
      SITE_LINKEDIN_REPRESENTATIVE: 'Ada Lovelace',
      SITE_FACEBOOK_REPRESENTATIVE: '',
    });
    bare = await startTestApp();
  });
  afterAll(async () => {
    await configured?.close();
    await bare?.close();
  });

  it('answers anyone with the configured addresses only, WhatsApp as a wa.me link', async () => {
    const response = await configured.http().get('/api/site-links');
    expect(response.status).toBe(200);
    expect(siteLinksSchema.parse(response.body)).toEqual({
      contactEmail: 'team@reunion.test',
      social: [{ label: 'Facebook group', href: 'https://www.facebook.com/groups/class2005' }],
      representatives: [
        { channel: 'LinkedIn', name: 'Ada Lovelace' },
        { channel: 'Instagram', name: 'Grace Hopper' },
      ],
      technicalSupport: { app: 'WhatsApp', href: 'https://wa.me/33612345678' },
    });
  });

  it('has no placeholder when nothing is configured', async () => {
    const response = await bare.http().get('/api/site-links');
    expect(response.body).toEqual({
      contactEmail: null,
      social: [],
      representatives: [],
      technicalSupport: null,
    });
  });

  it('refuses a setting that is not an address or a number, naming the variable', () => {
    expect.assertions(2);
    try {
      loadConfig({ SITE_LINKEDIN_URL: 'linkedin', SITE_SUPPORT_WHATSAPP: 'call me' }, '/srv');
    } catch (error) {
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toMatch(/SITE_LINKEDIN_URL/);
      expect(problems).toMatch(/SITE_SUPPORT_WHATSAPP/);
    }
  });

  it.each([
    [
      'a name over 100 characters',
      'A'.repeat(REPRESENTATIVE_NAME_MAX + 1),
      'at most 100 characters',
    ],
    ['a line break', 'Ada\nLovelace', 'control characters'],
    ['a tab', 'Ada\tLovelace', 'control characters'],
    ['an escape sequence', 'Ada\u001b[2J', 'control characters'],
  ])('refuses a representative with %s, naming the variable', (_, value, problem) => {
    expect.assertions(1);
    try {
      loadConfig({ SITE_FACEBOOK_REPRESENTATIVE: value }, '/srv');
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        expect.stringMatching(new RegExp(`^SITE_FACEBOOK_REPRESENTATIVE: must .*${problem}`)),
      ]);
    }
  });

  it('takes a name of exactly 100 characters, in any script, dropping direction controls', () => {
    const longest = 'É'.repeat(REPRESENTATIVE_NAME_MAX);
    expect(
      loadConfig(
        {
          SITE_LINKEDIN_REPRESENTATIVE: longest,
          SITE_INSTAGRAM_REPRESENTATIVE: 'خديجة\u202E 2005',
        },
        '/srv',
      ).siteLinks.representatives,
    ).toEqual([
      { channel: 'LinkedIn', name: longest },
      { channel: 'Instagram', name: 'خديجة 2005' },
    ]);
  });
});
