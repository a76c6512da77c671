import { z } from 'zod';
import { adminRemotesResponseSchema, activateRemoteRequestSchema } from '../releases/index.js';
import {
  classPasswordCheckSchema,
  confirmEmailRequestSchema,
  loginRequestSchema,
  passwordResetRequestSchema,
  registerRequestSchema,
  resetPasswordSchema,
  verifyResetTokenResponseSchema,
} from '../auth.js';
import { healthCheckSchema } from '../health-check.js';
import { okResponseSchema } from '../ok-response.js';
import {
  directoryCardListSchema,
  directoryFirstViewSchema,
  directoryNeighboursSchema,
} from '../directory/index.js';
import { insightsSummarySchema, insightsTableProfileListSchema } from '../insights/index.js';
import { classmateStayListSchema, stayCompanionListSchema } from '../stays/town-stays.schema.js';
import { albumPageQuerySchema } from '../photos/album-page-query.js';
import { albumPhotoListSchema, albumPhotoSchema } from '../photos/album-photo.schema.js';
import {
  createProfileRequestSchema,
  updateProfileRequestSchema,
} from '../profile/profile-request.schema.js';
import { profileListSchema, profileSchema } from '../profile/profile.schema.js';
import { remoteRegistrySchema } from '../remotes.js';
import { siteLinksSchema } from '../site/site-links.schema.js';
import {
  rsvpAnswerRequestSchema,
  rsvpAnswerResponseSchema,
  rsvpDeadlineSchema,
  rsvpNudgeListSchema,
  rsvpUnsubscribeRequestSchema,
} from '../rsvp-nudges/rsvp-nudges.schema.js';
import { publicUserSchema } from '../user.js';

/** Who may call a route; the server enforces it (a guard per route). */
export type RouteAccess = 'public' | 'signed-in' | 'administrator';

/** Any zod schema, zod/mini's included (the user check's shapes are built with it). */
export type AnySchema = z.core.$ZodType;

/** A successful answer: JSON of a schema, or a file of a media type. */
export type RouteAnswer = AnySchema | { readonly file: string };

/**
 * One endpoint: method, path (`{name}` for a path parameter, as OpenAPI writes it), what it takes
 * and what it answers. Every error answer is `{ "error": string }` (apiErrorSchema) with one of
 * `errors`' statuses.
 */
export interface ApiRoute {
  readonly method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  readonly path: string;
  readonly summary: string;
  readonly access: RouteAccess;
  readonly params?: AnySchema;
  readonly query?: AnySchema;
  /** A JSON body's schema, or `multipart` for a file upload. */
  readonly body?: AnySchema | 'multipart';
  readonly status: 200 | 201;
  readonly answer: RouteAnswer;
  readonly errors: readonly number[];
}

const idParams = z.object({ id: z.string().regex(/^[1-9]\d*$/) });
const sectionParams = z.object({ name: z.string() });

/**
 * Every endpoint of the site, once. The backend's OpenAPI document is generated from it, and a
 * test fails when the controllers and this table disagree (backend/src/openapi/).
 */
export const apiRoutes = {
  getUser: {
    method: 'GET',
    path: '/api/user',
    summary: 'The signed-in member, their roles and profile id',
    access: 'signed-in',
    status: 200,
    answer: publicUserSchema,
    errors: [401],
  },
  login: {
    method: 'POST',
    path: '/api/login',
    summary: 'Sign in with a username or e-mail and a password',
    access: 'public',
    body: loginRequestSchema,
    status: 200,
    answer: publicUserSchema,
    errors: [400, 401, 429],
  },
  logout: {
    method: 'POST',
    path: '/api/logout',
    summary: 'Sign out',
    access: 'public',
    status: 200,
    answer: okResponseSchema,
    errors: [],
  },
  register: {
    method: 'POST',
    path: '/api/register',
    summary: 'Create an account with the class password',
    access: 'public',
    body: registerRequestSchema,
    status: 201,
    answer: publicUserSchema,
    errors: [400, 401, 409, 429],
  },
  verifyClassPassword: {
    method: 'POST',
    path: '/api/verify-class-password',
    summary: 'Check the class password before registration',
    access: 'public',
    body: classPasswordCheckSchema,
    status: 200,
    answer: okResponseSchema,
    errors: [400, 401, 429],
  },
  confirmEmail: {
    method: 'POST',
    path: '/api/confirm-email',
    summary: "Confirm the signed-in member's address with the mailed token",
    access: 'signed-in',
    body: confirmEmailRequestSchema,
    status: 200,
    answer: okResponseSchema,
    errors: [400, 401],
  },
  requestEmailConfirmation: {
    method: 'POST',
    path: '/api/request-email-confirmation',
    summary: 'Mail a fresh confirmation link',
    access: 'signed-in',
    status: 200,
    answer: okResponseSchema,
    errors: [401, 429],
  },
  requestPasswordReset: {
    method: 'POST',
    path: '/api/request-password-reset',
    summary: 'Mail a password reset link (the same answer whether the address is known)',
    access: 'public',
    body: passwordResetRequestSchema,
    status: 200,
    answer: okResponseSchema,
    errors: [400, 429],
  },
  verifyResetToken: {
    method: 'GET',
    path: '/api/verify-reset-token',
    summary: 'Whether a reset token is still valid',
    access: 'public',
    query: z.object({ token: z.string().optional() }),
    status: 200,
    answer: verifyResetTokenResponseSchema,
    errors: [429],
  },
  resetPassword: {
    method: 'POST',
    path: '/api/reset-password',
    summary: 'Set a new password with a reset token',
    access: 'public',
    body: resetPasswordSchema,
    status: 200,
    answer: okResponseSchema,
    errors: [400, 429],
  },
  listProfiles: {
    method: 'GET',
    path: '/api/profiles',
    summary: 'Every profile the member may see',
    access: 'signed-in',
    status: 200,
    answer: profileListSchema,
    errors: [401],
  },
  createProfile: {
    method: 'POST',
    path: '/api/profiles',
    summary: "Create the member's profile",
    access: 'signed-in',
    body: createProfileRequestSchema,
    status: 201,
    answer: profileSchema,
    errors: [400, 401, 409, 413],
  },
  getProfile: {
    method: 'GET',
    path: '/api/profiles/{id}',
    summary: 'One profile',
    access: 'signed-in',
    params: idParams,
    status: 200,
    answer: profileSchema,
    errors: [400, 401, 404],
  },
  updateProfile: {
    method: 'PATCH',
    path: '/api/profiles/{id}',
    summary: 'Change a profile (its owner, the class account)',
    access: 'signed-in',
    params: idParams,
    body: updateProfileRequestSchema,
    status: 200,
    answer: profileSchema,
    errors: [400, 401, 403, 404, 413],
  },
  deleteProfile: {
    method: 'DELETE',
    path: '/api/profiles/{id}',
    summary: 'Delete a profile (its owner, an administrator)',
    access: 'signed-in',
    params: idParams,
    status: 200,
    answer: okResponseSchema,
    errors: [400, 401, 403, 404],
  },
  exportProfiles: {
    method: 'GET',
    path: '/api/export/profiles',
    summary: "Every classmate's contact details, as text",
    access: 'administrator',
    status: 200,
    answer: { file: 'text/plain' },
    errors: [401, 403],
  },
  directory: {
    method: 'GET',
    path: '/api/directory',
    summary: 'The directory: one card per published profile (ETag, 304 when unchanged)',
    access: 'signed-in',
    status: 200,
    answer: directoryCardListSchema,
    errors: [401],
  },
  directoryView: {
    method: 'GET',
    path: '/api/directory/view',
    summary: "Find Classmates' first view: six cards, the counts, the filter options",
    access: 'signed-in',
    status: 200,
    answer: directoryFirstViewSchema,
    errors: [401],
  },
  directoryNeighbours: {
    method: 'GET',
    path: '/api/directory/neighbours/{id}',
    summary: "A profile's previous and next in the directory",
    access: 'signed-in',
    params: idParams,
    status: 200,
    answer: directoryNeighboursSchema,
    errors: [400, 401, 404],
  },
  directoryThumbnail: {
    method: 'GET',
    path: '/api/directory/thumbnails/{photoKey}',
    summary: "A profile photo's thumbnail",
    access: 'signed-in',
    params: z.object({ photoKey: z.string() }),
    status: 200,
    answer: { file: 'image/webp' },
    errors: [401, 404],
  },
  file: {
    method: 'GET',
    path: '/api/files/{key}',
    summary: 'A stored photo',
    access: 'signed-in',
    params: z.object({ key: z.string() }),
    status: 200,
    answer: { file: 'image/*' },
    errors: [401, 404],
  },
  albumPhotos: {
    method: 'GET',
    path: '/api/photos',
    summary: "The class album, newest first, by pages ('before' a photo id)",
    access: 'signed-in',
    query: albumPageQuerySchema,
    status: 200,
    answer: albumPhotoListSchema,
    errors: [400, 401],
  },
  albumDownloadAll: {
    method: 'GET',
    path: '/api/photos/download-all',
    summary: 'The whole album as a ZIP',
    access: 'signed-in',
    status: 200,
    answer: { file: 'application/zip' },
    errors: [401, 503],
  },
  uploadAlbumPhoto: {
    method: 'POST',
    path: '/api/photos',
    summary: 'Add a photo to the album (multipart: photo, caption)',
    access: 'signed-in',
    body: 'multipart',
    status: 201,
    answer: albumPhotoSchema,
    errors: [400, 401, 403, 413, 415],
  },
  deleteAlbumPhoto: {
    method: 'DELETE',
    path: '/api/photos/{id}',
    summary: 'Remove an album photo (its uploader, an administrator)',
    access: 'signed-in',
    params: idParams,
    status: 200,
    answer: okResponseSchema,
    errors: [400, 401, 403, 404],
  },
  calendar: {
    method: 'GET',
    path: '/api/calendar.ics',
    summary: 'The programme as an iCalendar file',
    access: 'public',
    status: 200,
    answer: { file: 'text/calendar' },
    errors: [],
  },
  insights: {
    method: 'GET',
    path: '/api/insights',
    summary: 'Attendance figures of the published profiles',
    access: 'signed-in',
    status: 200,
    answer: insightsSummarySchema,
    errors: [401],
  },
  insightsProfiles: {
    method: 'GET',
    path: '/api/insights/profiles',
    summary: "The Insights table's rows",
    access: 'signed-in',
    status: 200,
    answer: insightsTableProfileListSchema,
    errors: [401],
  },
  stays: {
    method: 'GET',
    path: '/api/stays',
    summary: "Who's in town when: the coming classmates' stays",
    access: 'signed-in',
    status: 200,
    answer: classmateStayListSchema,
    errors: [401],
  },
  stayCompanions: {
    method: 'GET',
    path: '/api/stays/companions/{id}',
    summary: "Who shares a profile's hotel on the same nights",
    access: 'signed-in',
    params: idParams,
    status: 200,
    answer: stayCompanionListSchema,
    errors: [401, 404],
  },
  siteLinks: {
    method: 'GET',
    path: '/api/site-links',
    summary: "The footer's addresses, as the site is configured",
    access: 'public',
    status: 200,
    answer: siteLinksSchema,
    errors: [],
  },
  rsvpDeadline: {
    method: 'GET',
    path: '/api/rsvp-deadline',
    summary: 'The RSVP deadline the event page shows',
    access: 'public',
    status: 200,
    answer: rsvpDeadlineSchema,
    errors: [],
  },
  rsvpAnswer: {
    method: 'POST',
    path: '/api/rsvp-nudges/answer',
    summary: "Record a nudge's one-click answer with its mailed token (no sign-in)",
    access: 'public',
    body: rsvpAnswerRequestSchema,
    status: 200,
    answer: rsvpAnswerResponseSchema,
    errors: [400],
  },
  rsvpUnsubscribe: {
    method: 'POST',
    path: '/api/rsvp-nudges/unsubscribe',
    summary: 'Stop the RSVP nudges, with the token of a nudge mail (no sign-in)',
    access: 'public',
    body: rsvpUnsubscribeRequestSchema,
    status: 200,
    answer: okResponseSchema,
    errors: [400],
  },
  rsvpNudges: {
    method: 'GET',
    path: '/api/insights/rsvp-nudges',
    summary: 'Who was nudged to answer, when, and who answered since (organisers)',
    access: 'signed-in',
    status: 200,
    answer: rsvpNudgeListSchema,
    errors: [401, 403],
  },
  runRsvpNudges: {
    method: 'POST',
    path: '/api/insights/rsvp-nudges/run',
    summary: 'Queue a nudge round now (organisers)',
    access: 'signed-in',
    status: 200,
    answer: okResponseSchema,
    errors: [401, 403],
  },
  remotes: {
    method: 'GET',
    path: '/api/remotes',
    summary: "The registry: each section's active release",
    access: 'public',
    status: 200,
    answer: remoteRegistrySchema,
    errors: [],
  },
  adminRemotes: {
    method: 'GET',
    path: '/api/admin/remotes',
    summary: "Each section's releases and the active one",
    access: 'administrator',
    status: 200,
    answer: adminRemotesResponseSchema,
    errors: [401, 403],
  },
  activateRemote: {
    method: 'POST',
    path: '/api/admin/remotes/{name}/activate',
    summary: 'Switch a section to one of its releases',
    access: 'administrator',
    params: sectionParams,
    body: activateRemoteRequestSchema,
    status: 200,
    answer: adminRemotesResponseSchema,
    errors: [400, 401, 403, 404, 409],
  },
  rollbackRemote: {
    method: 'POST',
    path: '/api/admin/remotes/{name}/rollback',
    summary: 'Switch a section back to the release before',
    access: 'administrator',
    params: sectionParams,
    status: 200,
    answer: adminRemotesResponseSchema,
    errors: [401, 403, 404, 409],
  },
  openApiDocument: {
    method: 'GET',
    path: '/api/openapi.json',
    summary: 'This table as an OpenAPI 3.1 document',
    access: 'public',
    status: 200,
    answer: { file: 'application/json' },
    errors: [],
  },
  apiDocs: {
    method: 'GET',
    path: '/api/docs',
    summary: 'This table as a page',
    access: 'public',
    status: 200,
    answer: { file: 'text/html' },
    errors: [],
  },
  live: {
    method: 'GET',
    path: '/health/live',
    summary: 'The process answers',
    access: 'public',
    status: 200,
    answer: healthCheckSchema,
    errors: [],
  },
  ready: {
    method: 'GET',
    path: '/health/ready',
    summary: 'The database answers (503 when not)',
    access: 'public',
    status: 200,
    answer: healthCheckSchema,
    errors: [503],
  },
} as const satisfies Record<string, ApiRoute>;

export type ApiRouteName = keyof typeof apiRoutes;
