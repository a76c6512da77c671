import { siteLinksSchema } from '@reunion/contracts';
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
      technicalSupport: { app: 'WhatsApp', href: 'https://wa.me/33612345678' },
    });
  });

  it('has no placeholder when nothing is configured', async () => {
    const response = await bare.http().get('/api/site-links');
    expect(response.body).toEqual({ contactEmail: null, social: [], technicalSupport: null });
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
});
