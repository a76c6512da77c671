import type { Response } from 'supertest';
import { SESSION_COOKIE } from '../../src/auth/session/session-data.js';

/** The raw Set-Cookie line for the session cookie, if the response set one. */
export function sessionSetCookie(response: Response): string | undefined {
  const header = response.headers['set-cookie'] as unknown;
  const lines = Array.isArray(header)
    ? (header as string[])
    : typeof header === 'string'
      ? [header]
      : [];
  return lines.find((line) => line.startsWith(`${SESSION_COOKIE}=`));
}

/** `name=value` of the session cookie, to replay it on another request. */
export function sessionCookie(response: Response): string {
  const line = sessionSetCookie(response);
  if (!line) throw new Error('the response set no session cookie');
  return line.split(';')[0] as string;
}
