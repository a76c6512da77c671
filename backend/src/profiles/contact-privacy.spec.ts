import type { ContactField } from '@reunion/contracts';
import type { Response } from 'supertest';
import {
  confirmProfileEmail,
  signUp,
  signUpAdmin,
  signUpClassAccount,
  type SignedInUser,
} from '../../test/support/accounts.js';
import { CONTACT_SETTINGS_ROTATION } from '../../test/support/contact-settings.js';
import { profileBody } from '../../test/support/profile-bodies.js';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';

/** The owner's contact details. */
const DETAILS: Record<ContactField, string> = {
  email: 'ada.private@lovelace.test',
  phoneNumber: '+44 7700 900123',
  city: 'Zanzibar Town',
};

const SETTINGS = CONTACT_SETTINGS_ROTATION;

type Reader = 'owner' | 'classmate' | 'administrator' | 'classAccount';
const READERS: Reader[] = ['owner', 'classmate', 'administrator', 'classAccount'];

/**
 * What a save does with the contact details and their settings. What every read path shows of
 * them, to every reader, is the privacy matrix's (privacy-matrix.spec.ts).
 */
describe('contact privacy: saving the settings', () => {
  let t: TestApp;
  let readers: Record<Reader, SignedInUser>;
  let profileId: number;

  beforeAll(async () => {
    t = await startTestApp({ CLASS_ACCOUNT: 'MBA05J' });
    readers = {
      owner: await signUp(t, 'owner@example.com'),
      classmate: await signUp(t, 'classmate@example.com'),
      administrator: await signUpAdmin(t),
      classAccount: await signUpClassAccount(t),
    };
    const created = await readers.owner.browser
      .post('/api/profiles')
      .send(profileBody({ ...DETAILS, contactVisibility: SETTINGS[0] }));
    expect(created.status).toBe(201);
    profileId = created.body.id as number;
    // A new address shows once its owner opens the link mailed to it (docs/profiles.md).
    await confirmProfileEmail(t, readers.owner, DETAILS.email);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function saveAsOwner(overrides: Record<string, unknown>): Promise<Response> {
    return readers.owner.browser
      .patch(`/api/profiles/${profileId}`)
      .send(profileBody({ ...DETAILS, ...overrides }));
  }

  it('sends the settings to the owner and the organisers, not to other classmates', async () => {
    await saveAsOwner({ contactVisibility: SETTINGS[1] });
    for (const reader of READERS) {
      const { body } = await readers[reader].browser.get(`/api/profiles/${profileId}`);
      if (reader === 'classmate') expect(body).not.toHaveProperty('contactVisibility');
      else expect(body.contactVisibility).toEqual(SETTINGS[1]);
    }
  });

  it('keeps what the class account cannot see, and the settings, when it saves the profile', async () => {
    await saveAsOwner({ contactVisibility: SETTINGS[2] });
    // What the class account's form holds: the details it cannot see came as null.
    const { body: seen } = await readers.classAccount.browser.get(`/api/profiles/${profileId}`);
    expect(seen.email).toBeNull();
    const save = await readers.classAccount.browser.patch(`/api/profiles/${profileId}`).send(
      profileBody({
        email: 'class-typed@example.com',
        phoneNumber: '+33 1 00 00 00 00',
        city: 'Fontainebleau',
        contactVisibility: { email: 'classmates', phoneNumber: 'classmates', city: 'classmates' },
      }),
    );
    expect(save.status).toBe(200);
    const { body: stored } = await readers.owner.browser.get(`/api/profiles/${profileId}`);
    // Hidden from the class account (only me): kept. Visible to it: its edit stands.
    expect(stored.email).toBe(DETAILS.email);
    expect(stored.phoneNumber).toBe('+33 1 00 00 00 00');
    expect(stored.city).toBe('Fontainebleau');
    expect(stored.contactVisibility).toEqual(SETTINGS[2]);
  });

  it("lets the class account opt a member out of the AI chat, never back in: it is the member's consent", async () => {
    // A class account's form opened before the member opted out holds the old answer.
    expect((await saveAsOwner({ aiChatOptOut: true })).status).toBe(200);
    const classAccountSave = (aiChatOptOut: boolean) =>
      readers.classAccount.browser
        .patch(`/api/profiles/${profileId}`)
        .send(profileBody({ ...DETAILS, aiChatOptOut }));
    expect((await classAccountSave(false)).status).toBe(200);
    const optedOut = async () =>
      (await readers.owner.browser.get(`/api/profiles/${profileId}`)).body.aiChatOptOut;
    expect(await optedOut()).toBe(true);
    // Only the member opts back in; the class account may opt them out again.
    await saveAsOwner({ aiChatOptOut: false });
    expect(await optedOut()).toBe(false);
    expect((await classAccountSave(true)).status).toBe(200);
    expect(await optedOut()).toBe(true);
    await saveAsOwner({ aiChatOptOut: false });
  });

  it('keeps the settings when the owner saves without them, and starts new profiles at classmates', async () => {
    await saveAsOwner({ contactVisibility: SETTINGS[0] });
    expect((await saveAsOwner({})).body.contactVisibility).toEqual(SETTINGS[0]);

    const newcomer = await signUp(t, 'newcomer@example.com');
    const created = await newcomer.browser
      .post('/api/profiles')
      .send(profileBody({ firstName: 'New', lastName: 'Comer' }));
    expect(created.status).toBe(201);
    expect(created.body.contactVisibility).toEqual({
      email: 'classmates',
      phoneNumber: 'classmates',
      city: 'classmates',
    });
  });

  it('refuses a visibility it does not know with 400, changing nothing', async () => {
    await saveAsOwner({ contactVisibility: SETTINGS[1] });
    const response = await saveAsOwner({
      city: 'Elsewhere',
      contactVisibility: { ...SETTINGS[1], city: 'everyone' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: expect.any(String),
      fields: { contactVisibility: ['Visibility must be classmates, organisers or only-me'] },
    });
    const { body } = await readers.owner.browser.get(`/api/profiles/${profileId}`);
    expect(body.city).toBe(DETAILS.city);
    expect(body.contactVisibility).toEqual(SETTINGS[1]);
  });
});
