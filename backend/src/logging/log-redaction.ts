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

/** A query's part as written, `+` as a space, or undefined when its escapes are malformed. */
function decoded(part: string): string | undefined {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

/** The query of `url` with its secrets replaced; a value that is an address itself, likewise. */
function redactedUrl(url: string): string {
  const question = url.indexOf('?');
  if (question === -1) return url;
  const query = url
    .slice(question + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return pair;
      const rawKey = pair.slice(0, equals);
      // A malformed escape: judged as it is written.
      const key = decoded(rawKey) ?? rawKey;
      if (isSecretKey(key) || PRIVATE_QUERY_KEY.test(key)) return `${rawKey}=${REDACTED}`;
      // /auth?from=<a confirmation link>: the address to return to holds its token.
      const value = decoded(pair.slice(equals + 1));
      return value?.includes('?') ? `${rawKey}=${encodeURIComponent(redactedUrl(value))}` : pair;
    })
    .join('&');
  return `${url.slice(0, question)}?${query}`;
}

/**
 * The request's path and query as a log may show them: the reset screens and
 * GET /api/verify-reset-token carry the reset token (and the e-mail) in the query, and /auth
 * may carry an address to return to that holds one, so those values are replaced; other
 * parameters (paging, filters) stay readable. Cut at 512 characters.
 */
export function loggableUrl(originalUrl: string): string {
  return redactedUrl(originalUrl).slice(0, MAX_URL_LENGTH);
}
