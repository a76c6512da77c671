/**
 * Each endpoint's method and path (`{name}` for a path parameter), and the media type of the
 * ones that answer a file: all the browser needs at run time to call one by name. The full
 * table (route-table.ts) is built on it, so the two cannot disagree; it is kept apart because
 * the full table carries every zod schema, which a page's first load must not (docs/api.md,
 * "The typed client").
 */
export const apiRoutePaths = {
  getUser: { method: 'GET', path: '/api/user' },
  login: { method: 'POST', path: '/api/login' },
  logout: { method: 'POST', path: '/api/logout' },
  register: { method: 'POST', path: '/api/register' },
  verifyClassPassword: { method: 'POST', path: '/api/verify-class-password' },
  confirmEmail: { method: 'POST', path: '/api/confirm-email' },
  requestEmailConfirmation: { method: 'POST', path: '/api/request-email-confirmation' },
  requestPasswordReset: { method: 'POST', path: '/api/request-password-reset' },
  verifyResetToken: { method: 'GET', path: '/api/verify-reset-token' },
  resetPassword: { method: 'POST', path: '/api/reset-password' },
  listProfiles: { method: 'GET', path: '/api/profiles' },
  createProfile: { method: 'POST', path: '/api/profiles' },
  getProfile: { method: 'GET', path: '/api/profiles/{id}' },
  updateProfile: { method: 'PATCH', path: '/api/profiles/{id}' },
  deleteProfile: { method: 'DELETE', path: '/api/profiles/{id}' },
  exportProfiles: { method: 'GET', path: '/api/export/profiles', answer: { file: 'text/plain' } },
  directory: { method: 'GET', path: '/api/directory' },
  directoryView: { method: 'GET', path: '/api/directory/view' },
  directoryNeighbours: { method: 'GET', path: '/api/directory/neighbours/{id}' },
  directoryThumbnail: {
    method: 'GET',
    path: '/api/directory/thumbnails/{photoKey}',
    answer: { file: 'image/jpeg' },
  },
  file: { method: 'GET', path: '/api/files/{key}', answer: { file: 'image/*' } },
  albumPhotos: { method: 'GET', path: '/api/photos' },
  albumDownloadAll: {
    method: 'GET',
    path: '/api/photos/download-all',
    answer: { file: 'application/zip' },
  },
  uploadAlbumPhoto: { method: 'POST', path: '/api/photos' },
  deleteAlbumPhoto: { method: 'DELETE', path: '/api/photos/{id}' },
  calendar: { method: 'GET', path: '/api/calendar.ics', answer: { file: 'text/calendar' } },
  insights: { method: 'GET', path: '/api/insights' },
  insightsProfiles: { method: 'GET', path: '/api/insights/profiles' },
  stays: { method: 'GET', path: '/api/stays' },
  stayCompanions: { method: 'GET', path: '/api/stays/companions/{id}' },
  siteLinks: { method: 'GET', path: '/api/site-links' },
  rsvpDeadline: { method: 'GET', path: '/api/rsvp-deadline' },
  rsvpAnswer: { method: 'POST', path: '/api/rsvp-nudges/answer' },
  rsvpUnsubscribe: { method: 'POST', path: '/api/rsvp-nudges/unsubscribe' },
  rsvpNudges: { method: 'GET', path: '/api/insights/rsvp-nudges' },
  runRsvpNudges: { method: 'POST', path: '/api/insights/rsvp-nudges/run' },
  remotes: { method: 'GET', path: '/api/remotes' },
  adminRemotes: { method: 'GET', path: '/api/admin/remotes' },
  activateRemote: { method: 'POST', path: '/api/admin/remotes/{name}/activate' },
  rollbackRemote: { method: 'POST', path: '/api/admin/remotes/{name}/rollback' },
  sectionLoads: { method: 'POST', path: '/api/remotes/loads' },
  canaries: { method: 'GET', path: '/api/admin/remotes/canaries' },
  startCanary: { method: 'POST', path: '/api/admin/remotes/{name}/canary' },
  promoteCanary: { method: 'POST', path: '/api/admin/remotes/{name}/canary/promote' },
  stopCanary: { method: 'POST', path: '/api/admin/remotes/{name}/canary/stop' },
  openApiDocument: {
    method: 'GET',
    path: '/api/openapi.json',
    answer: { file: 'application/json' },
  },
  apiDocs: { method: 'GET', path: '/api/docs', answer: { file: 'text/html' } },
  live: { method: 'GET', path: '/health/live' },
  ready: { method: 'GET', path: '/health/ready' },
} as const satisfies Record<string, ApiRoutePath>;

/** A route's method and path, and the media type when it answers a file rather than JSON. */
export interface ApiRoutePath {
  readonly method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  readonly path: string;
  readonly answer?: { readonly file: string };
}

export type ApiRouteName = keyof typeof apiRoutePaths;
