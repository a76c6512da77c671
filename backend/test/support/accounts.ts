import type request from 'supertest';
import type { TestApp } from './test-app.js';
import { TEST_CLASS_PASSWORD } from './test-app.js';

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
    .send({ email, username, password: 'secret1', classPassword: TEST_CLASS_PASSWORD });
  if (response.status !== 201)
    throw new Error(`registering ${email}: ${response.status} ${response.text}`);
  return { id: response.body.id as number, email, browser };
}
