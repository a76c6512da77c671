import { savedProfileSchema } from '@reunion/contracts';
import {
  confirmEmail,
  confirmProfileEmail,
  profileEmailLinksTo,
  profileEmailTokenMailedTo,
  signUp,
  signUpAdmin,
  type SignedInUser,
} from '../../test/support/accounts.js';
import { profileBody } from '../../test/support/profile-bodies.js';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';
import { authErrors } from '../auth/auth.messages.js';
import { profileErrors } from './profiles.messages.js';

// docs/profiles.md, "A profile's e-mail address": no one learns whether an address they may not
// see belongs to a classmate; a new address shows once its owner opens the link mailed to it.
describe("a profile's e-mail address", () => {
  let t: TestApp;
  let counter = 0;
  const newUser = () => signUp(t, `member${++counter}@example.com`);

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  async function createProfile(user: SignedInUser, overrides: Record<string, unknown> = {}) {
    const response = await user.browser.post('/api/profiles').send(profileBody(overrides));
    expect(response.status).toBe(201);
    return savedProfileSchema.parse(response.body);
  }

  const storedEmailOf = async (id: number): Promise<string | null> =>
    (
      (await t.dataSource.query('SELECT email FROM profiles WHERE id = $1', [id])) as {
        email: string | null;
      }[]
    )[0]?.email ?? null;

  const linksMailedTo = (address: string) => profileEmailLinksTo(t, address);
  const tokenMailedTo = (address: string, before = 0) =>
    profileEmailTokenMailedTo(t, address, before);

  /** A classmate whose profile has `address`, shown to no one ("Only me"), confirmed by them. */
  async function memberHiding(address: string): Promise<{ owner: SignedInUser; id: number }> {
    const owner = await newUser();
    const profile = await createProfile(owner, {
      email: address,
      contactVisibility: { email: 'only-me', phoneNumber: 'classmates', city: 'classmates' },
    });
    await confirmProfileEmail(t, owner, address);
    expect(await storedEmailOf(profile.id)).toBe(address);
    return { owner, id: profile.id };
  }

  it('a confirmed address is a new version: a form opened before it cannot save the old one back', async () => {
    const owner = await newUser();
    const created = await createProfile(owner, { email: 'moved-on@example.com' });
    await confirmProfileEmail(t, owner, 'moved-on@example.com');
    const stale = await owner.browser
      .patch(`/api/profiles/${created.id}`)
      .send(profileBody({ email: null, basedOn: created.updatedAt }));
    expect(stale.status).toBe(412);
    expect(await storedEmailOf(created.id)).toBe('moved-on@example.com');
  });

  it('a hidden address tried on another profile answers exactly as a free one: the probe learns nothing', async () => {
    const hidden = await memberHiding('hidden@example.com');
    const prober = await newUser();
    const own = await createProfile(prober);
    const hiddenLinksBefore = linksMailedTo('hidden@example.com');

    const probe = (email: string) =>
      prober.browser.patch(`/api/profiles/${own.id}`).send(profileBody({ email }));
    const taken = await probe('HIDDEN@example.com');
    const free = await probe('nobody-uses-this@example.com');

    expect([taken.status, free.status]).toEqual([200, 200]);
    const { updatedAt: _a, emailAwaitingConfirmation: takenAddress, ...takenRest } = taken.body;
    const { updatedAt: _b, emailAwaitingConfirmation: freeAddress, ...freeRest } = free.body;
    expect(takenRest).toEqual(freeRest);
    expect([takenAddress, freeAddress]).toEqual([
      'HIDDEN@example.com',
      'nobody-uses-this@example.com',
    ]);
    // Neither is written; the hidden member's profile is untouched; both got a link.
    expect(await storedEmailOf(own.id)).toBeNull();
    expect(await storedEmailOf(hidden.id)).toBe('hidden@example.com');
    expect(linksMailedTo('hidden@example.com')).toBe(hiddenLinksBefore + 1);
    await tokenMailedTo('nobody-uses-this@example.com');

    // On a new profile too.
    const newcomer = await newUser();
    const created = await newcomer.browser
      .post('/api/profiles')
      .send(profileBody({ email: 'hidden@example.com' }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      email: null,
      emailAwaitingConfirmation: 'hidden@example.com',
    });
  });

  it("opening the link signed in as the profile's owner shows the address; it is spent", async () => {
    const owner = await newUser();
    const profile = await createProfile(owner, { email: 'new-home@example.com' });
    expect(profile).toMatchObject({
      email: null,
      emailAwaitingConfirmation: 'new-home@example.com',
    });
    const token = await tokenMailedTo('new-home@example.com');

    // Another member holding the link gets nothing, and the link still works for the owner.
    const other = await newUser();
    const refused = await other.browser.post('/api/confirm-email').send({ token });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error: profileErrors.emailLinkForAnotherMember });
    expect(await storedEmailOf(profile.id)).toBeNull();

    const confirmed = await owner.browser.post('/api/confirm-email').send({ token });
    expect(confirmed.status).toBe(200);
    expect(await storedEmailOf(profile.id)).toBe('new-home@example.com');
    const again = await owner.browser.post('/api/confirm-email').send({ token });
    expect(again.body).toEqual({ error: authErrors.invalidConfirmationToken });
  });

  it('shows its owner, and only them, which new address waits for its link, until it is opened', async () => {
    const owner = await newUser();
    const profile = await createProfile(owner, {
      email: 'waiting@example.com',
      contactVisibility: { email: 'classmates', phoneNumber: 'classmates', city: 'classmates' },
    });
    const token = await tokenMailedTo('waiting@example.com');
    const read = async (reader: SignedInUser) => {
      const response = await reader.browser.get(`/api/profiles/${profile.id}`);
      expect(response.status).toBe(200);
      return response.body as Record<string, unknown>;
    };

    expect(await read(owner)).toMatchObject({
      email: null,
      emailAwaitingConfirmation: 'waiting@example.com',
    });
    // A classmate and the organisers see the profile, never the address that waits.
    expect(await read(await newUser())).not.toHaveProperty('emailAwaitingConfirmation');
    expect(await read(await signUpAdmin(t))).not.toHaveProperty('emailAwaitingConfirmation');

    await owner.browser.post('/api/confirm-email').send({ token });
    const confirmed = await read(owner);
    expect(confirmed.email).toBe('waiting@example.com');
    expect(confirmed).not.toHaveProperty('emailAwaitingConfirmation');
  });

  it('tells the one who reads the mailbox, and only them, that another profile uses the address', async () => {
    await memberHiding('shared-inbox@example.com');
    const owner = await newUser();
    const before = linksMailedTo('shared-inbox@example.com');
    const profile = await createProfile(owner, { email: 'shared-inbox@example.com' });
    const confirmed = await owner.browser
      .post('/api/confirm-email')
      .send({ token: await tokenMailedTo('shared-inbox@example.com', before) });
    expect(confirmed.status).toBe(409);
    expect(confirmed.body).toEqual({ error: profileErrors.emailTaken });
    expect(await storedEmailOf(profile.id)).toBeNull();
  });

  it("saves at once the owner's own confirmed account address, or the address the profile has", async () => {
    const owner = await newUser();
    await confirmEmail(t, owner);
    const profile = await createProfile(owner, { email: owner.email.toUpperCase() });
    expect(profile.email).toBe(owner.email.toUpperCase());
    expect(profile.emailAwaitingConfirmation).toBeUndefined();
    const kept = await owner.browser
      .patch(`/api/profiles/${profile.id}`)
      .send(profileBody({ email: owner.email }));
    expect(kept.status).toBe(200);
    expect(kept.body.emailAwaitingConfirmation).toBeUndefined();
    expect(await storedEmailOf(profile.id)).toBe(owner.email);
  });

  it('mails at most RATE_LIMIT_CONFIRMATION_PER_ACCOUNT links an hour per member, writing nothing beyond', async () => {
    const sender = await newUser();
    const profile = await createProfile(sender, { email: 'target-1@example.com' });
    const save = (overrides: Record<string, unknown>) =>
      sender.browser.patch(`/api/profiles/${profile.id}`).send(profileBody(overrides));
    // The default limit is 5: the new profile's link was the first. A save refused for
    // something else (a photo that is not one) mails nothing and costs nothing.
    const badPhoto = await save({
      email: 'target-2@example.com',
      photos: ['data:image/png;base64,AAAA'],
    });
    expect(badPhoto.status).toBe(400);
    for (let i = 2; i <= 5; i++)
      expect((await save({ email: `target-${i}@example.com` })).status).toBe(200);
    await tokenMailedTo('target-5@example.com');

    const refused = await save({ email: 'target-6@example.com', lastName: 'Refused' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Nothing written, nothing mailed: not the name, not the address.
    const { lastName } = (await sender.browser.get(`/api/profiles/${profile.id}`)).body;
    expect(lastName).not.toBe('Refused');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(linksMailedTo('target-6@example.com')).toBe(0);
    // A save that mails no one still goes through.
    expect((await save({ email: null, lastName: 'Kept' })).status).toBe(200);
  });

  it('mails one address at most RATE_LIMIT_CONFIRMATION_PER_ADDRESS links an hour, whoever asks', async () => {
    // Else 20 new accounts from one IP (5 links each) could mail one inbox 100 times an hour.
    const victim = 'inbox-of-someone@example.com';
    const victimAccount = await signUp(t, victim);
    const first = await newUser();
    const own = await createProfile(first, { email: victim });
    for (let i = 2; i <= 5; i++)
      expect(
        (await first.browser.patch(`/api/profiles/${own.id}`).send(profileBody({ email: victim })))
          .status,
      ).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(linksMailedTo(victim)).toBe(5);

    // Another member, with links of their own left, may not have the same inbox mailed again.
    const second = await newUser();
    // Nor in another spelling that reaches the same inbox (a +tag, capitals).
    const refused = await second.browser
      .post('/api/profiles')
      .send(profileBody({ email: 'INBOX-of-someone+again@example.com' }));
    expect(refused.status).toBe(429);
    expect(
      await t.dataSource.query('SELECT 1 FROM profiles WHERE user_id = $1', [second.id]),
    ).toEqual([]);
    // The refusal is the inbox's: another address still gets its link.
    expect(
      (await second.browser.post('/api/profiles').send(profileBody({ email: 'other@example.com' })))
        .status,
    ).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(linksMailedTo(victim)).toBe(5);
    // The address's own account still gets its link: others spending the inbox's budget must not
    // keep its owner from confirming it.
    const resent = await victimAccount.browser.post('/api/request-email-confirmation');
    expect(resent.status).toBe(200);
  });

  it('mails a link for the account address while the account has not confirmed it', async () => {
    const owner = await newUser();
    const profile = await createProfile(owner, { email: owner.email });
    expect(profile).toMatchObject({ email: null, emailAwaitingConfirmation: owner.email });
    expect(await tokenMailedTo(owner.email)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
