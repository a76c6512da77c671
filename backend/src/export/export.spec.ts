import { DIRECTORY_EXPORT_FILE_NAME } from '@reunion/contracts';
import {
  signUp,
  signUpAdmin,
  signUpClassAccount,
  type SignedInUser,
} from '../../test/support/accounts.js';
import { profileBody } from '../../test/support/profile-bodies.js';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';

describe('GET /api/export/profiles', () => {
  let t: TestApp;
  let admin: SignedInUser;
  let member: SignedInUser;

  beforeAll(async () => {
    t = await startTestApp({ CLASS_ACCOUNT: 'MBA05J' });
    admin = await signUpAdmin(t);
    member = await signUp(t, 'member@example.com');
    const create = async (email: string, overrides: Record<string, unknown>) => {
      const user = await signUp(t, email);
      await user.browser.post('/api/profiles').send(profileBody(overrides)).expect(201);
    };
    await create('shared@example.com', { firstName: 'Sharing', lastName: 'Person' });
    await create('optout@example.com', {
      firstName: 'Private',
      lastName: 'Person',
      aiChatOptOut: true,
    });
    await create('draft@example.com', {
      firstName: 'Drafting',
      lastName: 'Person',
      status: 'draft',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses anonymous visitors with 401', async () => {
    expect((await t.http().get('/api/export/profiles')).status).toBe(401);
  });

  it('refuses signed-in users who are not administrators with 403, the class account too', async () => {
    const response = await member.browser.get('/api/export/profiles');
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: expect.any(String) });
    const classAccount = await signUpClassAccount(t);
    expect((await classAccount.browser.get('/api/export/profiles')).status).toBe(403);
  });

  it('gives administrators the published directory as a text attachment, never cached', async () => {
    const response = await admin.browser.get('/api/export/profiles');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${DIRECTORY_EXPORT_FILE_NAME}"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.text).toMatch(/^CLASS OF 2005.*CLASS DIRECTORY/);
    expect(response.text).toContain('\nSharing Person\n');
    expect(response.text).toContain('Classmates listed: 1 ');
  });

  it('leaves out opted-out profiles and drafts', async () => {
    const text = (await admin.browser.get('/api/export/profiles')).text;
    expect(text).not.toContain('Private Person');
    expect(text).not.toContain('Drafting Person');
  });
});
