import { z } from 'zod';
import {
  adminRemotesResponseSchema,
  activateRemoteRequestSchema,
  canariesResponseSchema,
  sectionLoadReportSchema,
  startCanaryRequestSchema,
} from '../releases/index.js';
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
  directoryQueryParams,
} from '../directory/index.js';
import { insightsSummarySchema, insightsTableProfileListSchema } from '../insights/index.js';
import { classmateStayListSchema, stayCompanionListSchema } from '../stays/town-stays.schema.js';
import { albumPageQuerySchema } from '../photos/album-page-query.js';
import { albumPhotoListSchema, albumPhotoSchema } from '../photos/album-photo.schema.js';
import {
  createProfileRequestSchema,
  updateProfileRequestSchema,
} from '../profile/profile-request.schema.js';
import { profileListSchema, savedProfileSchema } from '../profile/profile.schema.js';
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
import { RECORD_ID_PATTERN } from './record-id.js';
import { type ApiRouteName, type ApiRoutePath, apiRoutePaths } from './route-paths.js';

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
export interface ApiRoute extends Omit<ApiRoutePath, 'answer'> {
  readonly summary: string;
  readonly access: RouteAccess;
  readonly params?: AnySchema;
  readonly query?: AnySchema;
  /** A JSON body's schema, or `multipart` for a file upload. */
  readonly body?: AnySchema | 'multipart';
  readonly status: 200 | 201;
  readonly answer: RouteAnswer;
  /**
   * Every status the route may answer besides `status`. A route with a `body` lists 408 (a body
   * too slow), 413 (too large) and 415 (encoded) too: every body is read by the same rules
   * (docs/api.md, "Errors").
   */
  readonly errors: readonly number[];
}

const idParams = z.object({ id: z.string().regex(RECORD_ID_PATTERN) });
const sectionParams = z.object({ name: z.string() });
/** A Find Classmates address's parts (directoryQueryParams), each left out at its default. */
const directoryViewQuery = z.object(
  Object.fromEntries(
    Object.values(directoryQueryParams).map((name) => [name, z.string().optional()]),
  ) as Record<
    (typeof directoryQueryParams)[keyof typeof directoryQueryParams],
    z.ZodOptional<z.ZodString>
  >,
);

/**
 * Every endpoint of the site, once. The backend's OpenAPI document is generated from it, and a
 * test fails when the controllers and this table disagree (backend/src/openapi/).
 */
export const apiRoutes = {
  getUser: {
    ...apiRoutePaths.getUser,
    summary: 'The signed-in member, their roles and profile id',
    access: 'signed-in',
    status: 200,
    answer: publicUserSchema,
    errors: [401],
  },
  login: {
    ...apiRoutePaths.login,
    summary: 'Sign in with a username or e-mail and a password',
    access: 'public',
    body: loginRequestSchema,
    status: 200,
    answer: publicUserSchema,
    // 503: too many sign-ins already wait for password work (backend auth/password-turns.ts).
    errors: [400, 401, 408, 413, 415, 429, 503],
  },
  logout: {
    ...apiRoutePaths.logout,
    summary: 'Sign out',
    access: 'public',
    status: 200,
    answer: okResponseSchema,
    errors: [],
  },
  register: {
    ...apiRoutePaths.register,
    summary: 'Create an account with the class password',
    access: 'public',
    body: registerRequestSchema,
    status: 201,
    answer: publicUserSchema,
    errors: [400, 403, 408, 409, 413, 415, 429, 503],
  },
  verifyClassPassword: {
    ...apiRoutePaths.verifyClassPassword,
    summary: 'Check the class password before registration',
    access: 'public',
    body: classPasswordCheckSchema,
    status: 200,
    answer: okResponseSchema,
    errors: [400, 403, 408, 413, 415, 429],
  },
  confirmEmail: {
    ...apiRoutePaths.confirmEmail,
    summary: "Confirm the signed-in member's address with the mailed token",
    access: 'signed-in',
    body: confirmEmailRequestSchema,
    status: 200,
    answer: okResponseSchema,
    // 409: the address waiting to be confirmed is another profile's since it was asked for.
    errors: [400, 401, 408, 409, 413, 415],
  },
  requestEmailConfirmation: {
    ...apiRoutePaths.requestEmailConfirmation,
    summary: 'Mail a fresh confirmation link',
    access: 'signed-in',
    status: 200,
    answer: okResponseSchema,
    errors: [401, 429],
  },
  requestPasswordReset: {
    ...apiRoutePaths.requestPasswordReset,
    summary: 'Mail a password reset link (the same answer whether the address is known)',
    access: 'public',
    body: passwordResetRequestSchema,
    status: 200,
    answer: okResponseSchema,
    errors: [400, 408, 413, 415, 429],
  },
  verifyResetToken: {
    ...apiRoutePaths.verifyResetToken,
    summary: 'Whether a reset token is still valid',
    access: 'public',
    query: z.object({ token: z.string().optional() }),
    status: 200,
    answer: verifyResetTokenResponseSchema,
    errors: [429],
  },
  resetPassword: {
    ...apiRoutePaths.resetPassword,
    summary: 'Set a new password with a reset token',
    access: 'public',
    body: resetPasswordSchema,
    status: 200,
    answer: okResponseSchema,
    errors: [400, 408, 413, 415, 429, 503],
  },
  listProfiles: {
    ...apiRoutePaths.listProfiles,
    summary: 'Every profile the member may see',
    access: 'signed-in',
    status: 200,
    answer: profileListSchema,
    errors: [401],
  },
  createProfile: {
    ...apiRoutePaths.createProfile,
    summary: "Create the member's profile",
    access: 'signed-in',
    body: createProfileRequestSchema,
    status: 201,
    answer: savedProfileSchema,
    errors: [400, 401, 408, 409, 413, 415, 429, 503],
  },
  getProfile: {
    ...apiRoutePaths.getProfile,
    summary: 'One profile',
    access: 'signed-in',
    params: idParams,
    status: 200,
    answer: savedProfileSchema,
    errors: [400, 401, 404],
  },
  updateProfile: {
    ...apiRoutePaths.updateProfile,
    summary: 'Change a profile (its owner, the class account)',
    access: 'signed-in',
    params: idParams,
    body: updateProfileRequestSchema,
    status: 200,
    answer: savedProfileSchema,
    errors: [400, 401, 403, 404, 408, 409, 412, 413, 415, 429, 503],
  },
  deleteProfile: {
    ...apiRoutePaths.deleteProfile,
    summary: 'Delete a profile (its owner, an administrator)',
    access: 'signed-in',
    params: idParams,
    status: 200,
    answer: okResponseSchema,
    errors: [400, 401, 403, 404],
  },
  exportProfiles: {
    ...apiRoutePaths.exportProfiles,
    summary: "Every classmate's contact details, as text",
    access: 'administrator',
    status: 200,
    errors: [401, 403],
  },
  directory: {
    ...apiRoutePaths.directory,
    summary: 'The directory: one card per published profile (ETag, 304 when unchanged)',
    access: 'signed-in',
    status: 200,
    answer: directoryCardListSchema,
    errors: [401],
  },
  directoryView: {
    ...apiRoutePaths.directoryView,
    summary: "Find Classmates' first view: six cards, the counts, the filter options",
    access: 'signed-in',
    query: directoryViewQuery,
    status: 200,
    answer: directoryFirstViewSchema,
    errors: [401],
  },
  directoryNeighbours: {
    ...apiRoutePaths.directoryNeighbours,
    summary: "A profile's previous and next in the directory",
    access: 'signed-in',
    params: idParams,
    status: 200,
    answer: directoryNeighboursSchema,
    errors: [400, 401, 404],
  },
  directoryThumbnail: {
    ...apiRoutePaths.directoryThumbnail,
    summary: "A profile photo's thumbnail",
    access: 'signed-in',
    params: z.object({ photoKey: z.string() }),
    status: 200,
    errors: [401, 404],
  },
  file: {
    ...apiRoutePaths.file,
    summary: "A stored photo, to whoever may see it now (a draft profile's: its owner only)",
    access: 'signed-in',
    params: z.object({ key: z.string() }),
    status: 200,
    errors: [401, 404],
  },
  albumPhotos: {
    ...apiRoutePaths.albumPhotos,
    summary: "The class album, newest first, by pages ('before' a photo id)",
    access: 'signed-in',
    query: albumPageQuerySchema,
    status: 200,
    answer: albumPhotoListSchema,
    errors: [400, 401],
  },
  albumDownloadAll: {
    ...apiRoutePaths.albumDownloadAll,
    summary: 'The whole album as a ZIP',
    access: 'signed-in',
    status: 200,
    // 409: this member's own download is already running or waiting.
    errors: [401, 409, 503],
  },
  uploadAlbumPhoto: {
    ...apiRoutePaths.uploadAlbumPhoto,
    summary: 'Add a photo to the album (multipart: photo, caption)',
    access: 'signed-in',
    body: 'multipart',
    status: 201,
    answer: albumPhotoSchema,
    errors: [400, 401, 403, 408, 413, 415, 429, 503, 507],
  },
  deleteAlbumPhoto: {
    ...apiRoutePaths.deleteAlbumPhoto,
    summary: 'Remove an album photo (its uploader only)',
    access: 'signed-in',
    params: idParams,
    status: 200,
    answer: okResponseSchema,
    errors: [400, 401, 403, 404],
  },
  calendar: {
    ...apiRoutePaths.calendar,
    summary: 'The programme as an iCalendar file',
    access: 'public',
    status: 200,
    errors: [],
  },
  insights: {
    ...apiRoutePaths.insights,
    summary: 'Attendance figures of the published profiles',
    access: 'signed-in',
    status: 200,
    answer: insightsSummarySchema,
    errors: [401],
  },
  insightsProfiles: {
    ...apiRoutePaths.insightsProfiles,
    summary: "The Insights table's rows",
    access: 'signed-in',
    status: 200,
    answer: insightsTableProfileListSchema,
    errors: [401],
  },
  stays: {
    ...apiRoutePaths.stays,
    summary: "Who's in town when: the coming classmates' stays",
    access: 'signed-in',
    status: 200,
    answer: classmateStayListSchema,
    errors: [401],
  },
  stayCompanions: {
    ...apiRoutePaths.stayCompanions,
    summary: "Who shares a profile's hotel on the same nights",
    access: 'signed-in',
    params: idParams,
    status: 200,
    answer: stayCompanionListSchema,
    errors: [401, 404],
  },
  siteLinks: {
    ...apiRoutePaths.siteLinks,
    summary: "The footer's addresses, as the site is configured",
    access: 'public',
    status: 200,
    answer: siteLinksSchema,
    errors: [],
  },
  rsvpDeadline: {
    ...apiRoutePaths.rsvpDeadline,
    summary: 'The RSVP deadline the event page shows',
    access: 'public',
    status: 200,
    answer: rsvpDeadlineSchema,
    errors: [],
  },
  rsvpAnswer: {
    ...apiRoutePaths.rsvpAnswer,
    summary: "Record a nudge's one-click answer with its mailed token (no sign-in)",
    access: 'public',
    body: rsvpAnswerRequestSchema,
    status: 200,
    answer: rsvpAnswerResponseSchema,
    errors: [400, 408, 413, 415],
  },
  rsvpUnsubscribe: {
    ...apiRoutePaths.rsvpUnsubscribe,
    summary: 'Stop the RSVP nudges, with the token of a nudge mail (no sign-in)',
    access: 'public',
    body: rsvpUnsubscribeRequestSchema,
    status: 200,
    answer: okResponseSchema,
    errors: [400, 408, 413, 415],
  },
  rsvpNudges: {
    ...apiRoutePaths.rsvpNudges,
    summary: 'Who was nudged to answer, when, and who answered since (organisers)',
    access: 'signed-in',
    status: 200,
    answer: rsvpNudgeListSchema,
    errors: [401, 403],
  },
  runRsvpNudges: {
    ...apiRoutePaths.runRsvpNudges,
    summary: 'Queue a nudge round now (organisers)',
    access: 'signed-in',
    status: 200,
    answer: okResponseSchema,
    errors: [401, 403],
  },
  remotes: {
    ...apiRoutePaths.remotes,
    summary: "The registry: each section's active release",
    access: 'public',
    status: 200,
    answer: remoteRegistrySchema,
    errors: [],
  },
  adminRemotes: {
    ...apiRoutePaths.adminRemotes,
    summary: "Each section's releases and the active one",
    access: 'administrator',
    status: 200,
    answer: adminRemotesResponseSchema,
    errors: [401, 403],
  },
  activateRemote: {
    ...apiRoutePaths.activateRemote,
    summary: 'Switch a section to one of its releases',
    access: 'administrator',
    params: sectionParams,
    body: activateRemoteRequestSchema,
    status: 200,
    answer: adminRemotesResponseSchema,
    errors: [400, 401, 403, 404, 408, 409, 413, 415],
  },
  rollbackRemote: {
    ...apiRoutePaths.rollbackRemote,
    summary: 'Switch a section back to the release before',
    access: 'administrator',
    params: sectionParams,
    status: 200,
    answer: adminRemotesResponseSchema,
    errors: [401, 403, 404, 409],
  },
  sectionLoads: {
    ...apiRoutePaths.sectionLoads,
    summary: "The shell's report of one section load (canary releases)",
    access: 'signed-in',
    body: sectionLoadReportSchema,
    status: 200,
    answer: okResponseSchema,
    errors: [400, 401, 408, 413, 415],
  },
  canaries: {
    ...apiRoutePaths.canaries,
    summary: 'Running canaries with their figures, and how the last ones ended',
    access: 'administrator',
    status: 200,
    answer: canariesResponseSchema,
    errors: [401, 403],
  },
  startCanary: {
    ...apiRoutePaths.startCanary,
    summary: 'Offer a release of a section to a share of visitors',
    access: 'administrator',
    params: sectionParams,
    body: startCanaryRequestSchema,
    status: 200,
    answer: canariesResponseSchema,
    errors: [400, 401, 403, 404, 408, 409, 413, 415],
  },
  promoteCanary: {
    ...apiRoutePaths.promoteCanary,
    summary: "Make a section's canary the active version",
    access: 'administrator',
    params: sectionParams,
    status: 200,
    answer: canariesResponseSchema,
    errors: [401, 403, 404, 409],
  },
  stopCanary: {
    ...apiRoutePaths.stopCanary,
    summary: "Stop a section's canary: every visitor back on the active version",
    access: 'administrator',
    params: sectionParams,
    status: 200,
    answer: canariesResponseSchema,
    errors: [401, 403, 404, 409],
  },
  openApiDocument: {
    ...apiRoutePaths.openApiDocument,
    summary: 'This table as an OpenAPI 3.1 document',
    access: 'public',
    status: 200,
    errors: [],
  },
  apiDocs: {
    ...apiRoutePaths.apiDocs,
    summary: 'This table as a page',
    access: 'public',
    status: 200,
    errors: [],
  },
  live: {
    ...apiRoutePaths.live,
    summary: 'The process answers',
    access: 'public',
    status: 200,
    answer: healthCheckSchema,
    errors: [],
  },
  ready: {
    ...apiRoutePaths.ready,
    summary: 'The database answers (503 when not)',
    access: 'public',
    status: 200,
    answer: healthCheckSchema,
    errors: [503],
  },
} as const satisfies { readonly [Name in ApiRouteName]: ApiRoute };

export type ApiRoutes = typeof apiRoutes;
