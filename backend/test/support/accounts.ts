import type request from 'supertest';
import { PROFILE_EMAIL_MAIL_OPENING } from '../../src/profiles/profile-email-mail.js';
import { sessionCookie } from './cookies.js';
import { confirmationLinkIn, outboxMails, plainText, waitForOutboxMail } from './mailbox.js';
import type { TestApp } from './test-app.js';
import { TEST_ADMIN_EMAIL, TEST_CLASS_ACCOUNT_EMAIL, TEST_CLASS_PASSWORD } from './test-app.js';

/** The password every account of these helpers has (not on the common-password list). */
export const TEST_PASSWORD = 'secret-1';

export interface SignedInUser {
  id: number;
  email: string;
  /** A client that keeps this user's session cookie. */
  browser: ReturnType<typeof request.agent>;
}

/** Registers an account (signed in by registering) and hands back its browser. */
export async function signUp(t: TestApp, email: string, username?: string): Promise<SignedInUser> {
  const browser = t.browser();
  const response = await browser
    .post('/api/register')
    .send({ email, username, password: TEST_PASSWORD, classPassword: TEST_CLASS_PASSWORD });
  if (response.status !== 201)
    throw new Error(`registering ${email}: ${response.status} ${response.text}`);
  return { id: response.body.id as number, email, browser };
}

/** Registers an account and hands back its session cookie, for a client of one's own. */
export async function signUpForCookie(t: TestApp, email: string): Promise<string> {
  const response = await t
    .http()
    .post('/api/register')
    .send({ email, password: TEST_PASSWORD, classPassword: TEST_CLASS_PASSWORD });
  if (response.status !== 201)
    throw new Error(`registering ${email}: ${response.status} ${response.text}`);
  return sessionCookie(response);
}

/**
 * Opens the newest confirmation link mailed to `user`, as its owner would from the mail the
 * app wrote (a test app has no SMTP_URL: its mail goes to DATA_DIR/outbox), signed in as that
 * account (the link counts for no one else).
 */
export async function confirmEmail(t: TestApp, user: Omit<SignedInUser, 'id'>): Promise<void> {
  const mail = await waitForOutboxMail(t.config.dataDir, user.email, '/auth/confirm-email');
  const token = confirmationLinkIn(mail).searchParams.get('token');
  const response = await user.browser.post('/api/confirm-email').send({ token });
  if (response.status !== 200)
    throw new Error(`confirming ${user.email}: ${response.status} ${response.text}`);
}

/** An administrator: registered with an ADMIN_EMAILS address, then confirmed. */
export async function signUpAdmin(t: TestApp, email = TEST_ADMIN_EMAIL): Promise<SignedInUser> {
  const admin = await signUp(t, email);
  await confirmEmail(t, admin);
  return admin;
}

/** The class account: CLASS_ACCOUNT's name with CLASS_ACCOUNT_EMAIL, confirmed. */
export async function signUpClassAccount(
  t: TestApp,
  username = t.config.classAccount,
): Promise<SignedInUser> {
  const account = await signUp(t, TEST_CLASS_ACCOUNT_EMAIL, username);
  await confirmEmail(t, account);
  return account;
}

/** The roles of an ordinary member, as the public user shows them. */
export const NO_ROLES = { administrator: false, classAccount: false } as const;

/** GET /api/user (and login, register) for an ordinary, unconfirmed member without a profile. */
export function plainMemberView(fields: { id: unknown; username: string; email: string | null }) {
  return {
    ...fields,
    emailConfirmed: false,
    profileId: null,
    profileStatus: null,
    roles: NO_ROLES,
  };
}

/** How many links for a profile's new address were mailed to `address`. */
export const profileEmailLinksTo = (t: TestApp, address: string): number =>
  outboxMails(t.config.dataDir).filter(
    (mail) =>
      mail.to.includes(address.toLowerCase()) &&
      plainText(mail).includes(PROFILE_EMAIL_MAIL_OPENING),
  ).length;

/**
 * The token of the newest link mailed to `address` for a profile's new e-mail
 * (profiles/profile-email-mail.ts), once more than `before` were mailed there: the mail leaves
 * after the save's answer.
 */
export async function profileEmailTokenMailedTo(
  t: TestApp,
  address: string,
  before = 0,
): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (profileEmailLinksTo(t, address) <= before) {
    if (Date.now() > deadline) throw new Error(`no new profile e-mail link to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const mail = await waitForOutboxMail(t.config.dataDir, address, PROFILE_EMAIL_MAIL_OPENING);
  return confirmationLinkIn(mail).searchParams.get('token') ?? '';
}

/**
 * Opens the newest link mailed to `address` for a profile's new e-mail (docs/profiles.md, "A
 * profile's e-mail address"), signed in as `owner`, so the address shows on their profile.
 */
export async function confirmProfileEmail(
  t: TestApp,
  owner: Pick<SignedInUser, 'browser'>,
  address: string,
): Promise<void> {
  const token = await profileEmailTokenMailedTo(t, address);
  const response = await owner.browser.post('/api/confirm-email').send({ token });
  if (response.status !== 200)
    throw new Error(`confirming ${address} on a profile: ${response.status} ${response.text}`);
}
