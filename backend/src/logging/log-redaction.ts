/** What a secret's value becomes in a log line. */
export const REDACTED = '[Redacted]';

/**
 * Keys whose values are secrets: passwords (the class password too), reset tokens and their
 * hashes, password hashes, session cookies and any credential. Matched anywhere in the key, so
 * `newPassword`, `token_hash`, `set-cookie` and `SESSION_SECRET` are all caught.
 */
const SECRET_KEY =
  /pass(word|wd|phrase)?|token|hash|secret|cookie|authori[sz]ation|credential|signature/i;

/** Query parameters worth keeping out of logs besides secrets: whose e-mail a reset link was for. */
const PRIVATE_QUERY_KEY = /e-?mail/i;

/** Deep enough for any object this app logs; deeper (or circular) values are cut, not walked. */
const MAX_DEPTH = 6;
const MAX_URL_LENGTH = 512;

export function isSecretKey(key: string): boolean {
  return SECRET_KEY.test(key);
}

/**
 * A copy of `value` with the value of every secret-looking key replaced by REDACTED, at any
 * depth. Errors are kept as they are, for pino's error serializer.
 */
export function redactSecrets(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object' || value instanceof Error) return value;
  if (depth >= MAX_DEPTH) return '[Too deep]';
  if (Array.isArray(value)) return value.map((item) => redactSecrets(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    copy[key] = isSecretKey(key) ? REDACTED : redactSecrets(inner, depth + 1);
  }
  return copy;
}

/**
 * The request's path and query as a log may show them: the reset screens and
 * GET /api/verify-reset-token carry the reset token (and the e-mail) in the query, so those
 * values are replaced; other parameters (paging, filters) stay readable. Cut at 512 characters.
 */
export function loggableUrl(originalUrl: string): string {
  const question = originalUrl.indexOf('?');
  const path = question === -1 ? originalUrl : originalUrl.slice(0, question);
  if (question === -1) return path.slice(0, MAX_URL_LENGTH);
  const query = originalUrl
    .slice(question + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return pair;
      const rawKey = pair.slice(0, equals);
      let key = rawKey;
      try {
        key = decodeURIComponent(rawKey.replace(/\+/g, ' '));
      } catch {
        // A malformed escape: judge the key as it is written.
      }
      return isSecretKey(key) || PRIVATE_QUERY_KEY.test(key) ? `${rawKey}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`.slice(0, MAX_URL_LENGTH);
}
