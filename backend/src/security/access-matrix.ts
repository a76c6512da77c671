/**
 * Who may call what (docs/permissions.md, README "API"): every API route, as the status it answers
 * each kind of caller. access-matrix.spec.ts calls every cell against the real app and also checks
 * that this table lists exactly the routes the app registers, so a new route cannot go
 * unreviewed.
 *
 * The callers:
 * - `anonymous`: no session;
 * - `anotherUser`: a signed-in classmate who does not own the thing called on;
 * - `owner`: the signed-in classmate who owns it (for routes about nothing in particular, one
 *   more ordinary classmate);
 * - `classAccount`: the account named by CLASS_ACCOUNT with CLASS_ACCOUNT_EMAIL, confirmed,
 *   which may edit every profile;
 * - `administrator`: an account listed in ADMIN_EMAILS, confirmed;
 * - `pendingAdministrator`: an ADMIN_EMAILS address registered by someone who never opened
 *   the link mailed to it (anyone can type an address at registration);
 * - `classAccountSquatter`: an account holding a look-alike of the class account's name with
 *   another e-mail, confirmed (as one registered before names were checked would be).
 * The last two are ordinary classmates, exactly like `anotherUser` on every row.
 */
export const ROLES = [
  'anonymous',
  'anotherUser',
  'owner',
  'classAccount',
  'administrator',
  'pendingAdministrator',
  'classAccountSquatter',
] as const;
export type Role = (typeof ROLES)[number];

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

type ConfirmedRole = Exclude<Role, 'pendingAdministrator' | 'classAccountSquatter'>;

export interface AccessRule {
  method: Method;
  /** The route as the app registers it, e.g. `/api/profiles/:id`. */
  route: string;
  /** Which case of the route this row calls, when one route has several (e.g. a draft). */
  variant?: string;
  expected: Readonly<Record<Role, number>>;
}

/** The same answer for every caller: public routes. */
const everyone = (status: number): Record<ConfirmedRole, number> => ({
  anonymous: status,
  anotherUser: status,
  owner: status,
  classAccount: status,
  administrator: status,
});

/** Any signed-in classmate; 401 without a session. */
const signedIn = (status: number): Record<ConfirmedRole, number> => ({
  ...everyone(status),
  anonymous: 401,
});

/** Administrators only: 401 without a session, 403 for everyone else (the class account too). */
const administrators = (status: number): Record<ConfirmedRole, number> => ({
  anonymous: 401,
  anotherUser: 403,
  owner: 403,
  classAccount: 403,
  administrator: status,
});

/**
 * Organisers only (administrators and the class account, AccessPolicy.isOrganiser): 401
 * without a session, 403 for every other classmate.
 */
const organisers = (status: number): Record<ConfirmedRole, number> => ({
  anonymous: 401,
  anotherUser: 403,
  owner: 403,
  classAccount: status,
  administrator: status,
});

/**
 * A draft exists only for its owner: everyone else gets 404 on every method, so that nobody
 * learns it is there (profile-access.ts).
 */
const ownerOfDraft = (status: number): Record<ConfirmedRole, number> => ({
  anonymous: 401,
  anotherUser: 404,
  owner: status,
  classAccount: 404,
  administrator: 404,
});

type RuleWithoutPending = Omit<AccessRule, 'expected'> & {
  expected: Readonly<Record<ConfirmedRole, number>>;
};

const ROWS: readonly RuleWithoutPending[] = [
  // Session and account calls: open to all (a signed-in browser may sign in again, register
  // another account or reset a password, as a shared family computer does).
  { method: 'GET', route: '/api/user', expected: signedIn(200) },
  { method: 'POST', route: '/api/login', expected: everyone(200) },
  { method: 'POST', route: '/api/logout', expected: everyone(200) },
  { method: 'POST', route: '/api/register', expected: everyone(201) },
  { method: 'POST', route: '/api/verify-class-password', expected: everyone(200) },
  { method: 'POST', route: '/api/request-password-reset', expected: everyone(200) },
  { method: 'GET', route: '/api/verify-reset-token', expected: everyone(200) },
  // The mailed token is the authority here, not the session.
  { method: 'POST', route: '/api/reset-password', expected: everyone(200) },
  // The link counts only signed in as the account it was sent to (each caller opens its own).
  { method: 'POST', route: '/api/confirm-email', expected: signedIn(200) },
  { method: 'POST', route: '/api/request-email-confirmation', expected: signedIn(200) },

  // Profiles (docs/permissions.md): anyone signed in reads published ones; the owner and the class
  // account edit; the owner and administrators delete.
  { method: 'GET', route: '/api/profiles', expected: signedIn(200) },
  // The owner already has a profile: a second one is a conflict, and refused before anything.
  { method: 'POST', route: '/api/profiles', expected: { ...signedIn(201), owner: 409 } },
  { method: 'GET', route: '/api/profiles/:id', variant: 'published', expected: signedIn(200) },
  {
    method: 'PATCH',
    route: '/api/profiles/:id',
    variant: 'published',
    expected: {
      anonymous: 401,
      anotherUser: 403,
      owner: 200,
      classAccount: 200,
      administrator: 403,
    },
  },
  {
    method: 'DELETE',
    route: '/api/profiles/:id',
    variant: 'published',
    expected: {
      anonymous: 401,
      anotherUser: 403,
      owner: 200,
      classAccount: 403,
      administrator: 200,
    },
  },
  { method: 'GET', route: '/api/profiles/:id', variant: 'draft', expected: ownerOfDraft(200) },
  { method: 'PATCH', route: '/api/profiles/:id', variant: 'draft', expected: ownerOfDraft(200) },
  { method: 'DELETE', route: '/api/profiles/:id', variant: 'draft', expected: ownerOfDraft(200) },

  // The album: every classmate reads and adds; only the uploader deletes.
  { method: 'GET', route: '/api/photos', expected: signedIn(200) },
  { method: 'GET', route: '/api/photos/download-all', expected: signedIn(200) },
  { method: 'POST', route: '/api/photos', expected: signedIn(201) },
  {
    method: 'DELETE',
    route: '/api/photos/:id',
    expected: {
      anonymous: 401,
      anotherUser: 403,
      owner: 200,
      classAccount: 403,
      administrator: 403,
    },
  },

  // Stored files: the album's for every classmate; a profile's photos as the profile is seen, so
  // a draft's are its owner's only (files/file-access.ts). Never for the public.
  { method: 'GET', route: '/api/files/:key', variant: 'album photo', expected: signedIn(200) },
  { method: 'GET', route: '/api/files/:key', variant: 'published', expected: signedIn(200) },
  { method: 'GET', route: '/api/files/:key', variant: 'draft', expected: ownerOfDraft(200) },

  // The directory: for classmates, never for the public.
  { method: 'GET', route: '/api/directory', expected: signedIn(200) },
  { method: 'GET', route: '/api/directory/thumbnails/:photoKey', expected: signedIn(200) },
  { method: 'GET', route: '/api/directory/view', expected: signedIn(200) },
  { method: 'GET', route: '/api/directory/neighbours/:id', expected: signedIn(200) },
  { method: 'GET', route: '/api/insights', expected: signedIn(200) },
  { method: 'GET', route: '/api/insights/profiles', expected: signedIn(200) },
  { method: 'GET', route: '/api/stays', expected: signedIn(200) },
  { method: 'GET', route: '/api/stays/companions/:id', expected: signedIn(200) },

  // Whom the site chased for an answer is personal data: organisers only (docs/nudges.md).
  { method: 'GET', route: '/api/insights/rsvp-nudges', expected: organisers(200) },
  { method: 'POST', route: '/api/insights/rsvp-nudges/run', expected: organisers(200) },

  // Administrators only.
  { method: 'GET', route: '/api/export/profiles', expected: administrators(200) },
  { method: 'GET', route: '/api/admin/remotes', expected: administrators(200) },
  { method: 'POST', route: '/api/admin/remotes/:name/activate', expected: administrators(200) },
  { method: 'POST', route: '/api/admin/remotes/:name/rollback', expected: administrators(200) },
  { method: 'GET', route: '/api/admin/remotes/canaries', expected: administrators(200) },
  { method: 'POST', route: '/api/admin/remotes/:name/canary', expected: administrators(200) },
  {
    method: 'POST',
    route: '/api/admin/remotes/:name/canary/promote',
    expected: administrators(200),
  },
  { method: 'POST', route: '/api/admin/remotes/:name/canary/stop', expected: administrators(200) },

  // Public on purpose: the shell needs the registry before sign-in, calendar apps send no
  // cookies, and probes have no session.
  { method: 'GET', route: '/api/remotes', expected: everyone(200) },
  // A section load's report: a member's (every section is a members' page); the visitor's
  // signed cookie says which version they were handed.
  { method: 'POST', route: '/api/remotes/loads', expected: signedIn(200) },
  { method: 'GET', route: '/api/site-links', expected: everyone(200) },
  // A nudge mail's links: the token is the proof, no session needed (docs/nudges.md).
  { method: 'GET', route: '/api/rsvp-deadline', expected: everyone(200) },
  { method: 'POST', route: '/api/rsvp-nudges/answer', expected: everyone(200) },
  { method: 'POST', route: '/api/rsvp-nudges/unsubscribe', expected: everyone(200) },
  { method: 'GET', route: '/api/calendar.ics', expected: everyone(200) },
  { method: 'GET', route: '/api/openapi.json', expected: everyone(200) },
  { method: 'GET', route: '/api/docs', expected: everyone(200) },
  { method: 'GET', route: '/health/live', expected: everyone(200) },
  { method: 'GET', route: '/health/ready', expected: everyone(200) },
];

export const ACCESS_MATRIX: readonly AccessRule[] = ROWS.map((row) => ({
  ...row,
  expected: {
    ...row.expected,
    pendingAdministrator: row.expected.anotherUser,
    classAccountSquatter: row.expected.anotherUser,
  },
}));

/**
 * Layers in Express's router that are middleware mounted by Nest's `forRoutes`, not routes:
 * the session middleware on every method under /api (auth.module.ts), and the session and page
 * rendering on every other GET (pages.module.ts: a page is HTML for anyone, its data checked by
 * the API calls it makes with the visitor's own session; pages.spec.ts covers it).
 */
export const MIDDLEWARE_MOUNTS: readonly string[] = ['/api/{*path}', '/{*path}'];

/** `GET /api/profiles/:id [draft]`: how a row is named in test titles and lookups. */
export function ruleName(rule: Pick<AccessRule, 'method' | 'route' | 'variant'>): string {
  return `${rule.method} ${rule.route}${rule.variant ? ` [${rule.variant}]` : ''}`;
}
