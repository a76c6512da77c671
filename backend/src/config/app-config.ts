import type { CanaryRules, RemoteRegistry, SiteLinks } from '@reunion/contracts';
import type { BodyPace } from '../request-bodies/body-pace.js';
import type { S3Settings } from './s3-config.schema.js';

/** Attempts allowed per window, for one rate-limited action. */
export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

/** The validated configuration every module reads (README "Configuration"). */
export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** Unset: main.ts starts an embedded PostgreSQL under `dataDir/pg` and fills this in. */
  databaseUrl: string | undefined;
  /**
   * The longest any one wait for the database may last: a connection from a pool, a new
   * connection, a statement's answer. Past it the request is answered 503 (DATABASE_TIMEOUT_MS).
   */
  databaseTimeoutMs: number;
  /** The bound on each statement of the migrations run at start, which may rewrite whole tables. */
  databaseMigrationTimeoutMs: number;
  embeddedPgPort: number | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * Base delay before a refused mail is tried again (doubled per failed attempt); pg-boss counts
   * whole seconds (mail/mail.repository.ts).
   */
  mailRetryMs: number;
  /** Base of links in e-mails, without a trailing slash. */
  publicUrl: string;
  sessionSecret: string;
  classPassword: string;
  /** The administrators' e-mails, in the accounts' normal form (identityKey). */
  adminEmails: ReadonlySet<string>;
  classAccount: string;
  /**
   * The only e-mail the class account's name (or a look-alike) may be registered with, in the
   * normal form; undefined: the name cannot be registered at all.
   */
  classAccountEmail: string | undefined;
  dataDir: string;
  /** The photo folder; unused when `s3` is set. */
  storageDir: string;
  /** Object storage for photos (S3_BUCKET and friends); undefined: the `storageDir` folder. */
  s3: S3Settings | undefined;
  /** Holds `shell/dist` and `mf-*\/dist`. */
  staticRoot: string;
  /** Versioned section releases, served at /remotes/<name>/<version>/ (RELEASES_DIR). */
  releasesDir: string;
  remotesOverride: RemoteRegistry;
  /** Express's `trust proxy`: false, true, or the number of proxies in front. */
  trustProxy: boolean | number;
  rateLimits: {
    loginPerAccount: RateLimitRule;
    loginPerIp: RateLimitRule;
    registerPerIp: RateLimitRule;
    resetPerEmail: RateLimitRule;
    resetPerIp: RateLimitRule;
    /** Reset mails one account is sent, whoever asked: beyond, a request mails nothing. */
    resetMailsPerAccount: RateLimitRule;
    /** POST /api/reset-password, counted before any token check or hashing. */
    newPasswordPerIp: RateLimitRule;
    newPasswordPerAccount: RateLimitRule;
    /** Fresh confirmation links a signed-in member may ask for. */
    confirmationPerAccount: RateLimitRule;
    /** Confirmation links one address may be mailed, whoever asks for them. */
    confirmationPerAddress: RateLimitRule;
    /** Album uploads a member may make, counted before the photo is decoded. */
    albumUploadsPerAccount: RateLimitRule;
    /** Saves of one profile by one member (the class account's of each profile, apart). */
    profileSavesPerAccount: RateLimitRule;
    /**
     * New visitors one IP address may add to one canary's figures, over its whole run: fewer
     * than CANARY_MIN_LOADS, so no address decides alone (docs/sections.md).
     */
    canaryVisitorsPerIp: RateLimitRule;
    /** Visitors from one IP address whose failures count in one canary's figures. */
    canaryFailuresPerIp: RateLimitRule;
    /**
     * Visitors (browsers) one member may add to one canary's figures: their phone, laptop and
     * tablet, not a visitor id minted per report.
     */
    canaryVisitorsPerMember: RateLimitRule;
    /** Visitors of one member whose failures count in one canary's figures. */
    canaryFailuresPerMember: RateLimitRule;
  };
  album: {
    /** Bytes of stored photos (originals and thumbnails) one member may hold. */
    quotaBytes: number;
    /**
     * Album uploads are refused while the photo folder's disk has less free than this: however
     * many accounts upload, the album never takes the space PostgreSQL and the site need.
     */
    minFreeStorageBytes: number;
    /** Photos one member may keep: bytes alone let tiny photos number in the millions. */
    maxPhotos: number;
    /**
     * A ZIP download that moves under 64 KiB in this long is cut off (its member may ask again),
     * and so is the album's ZIP being written when its stored photos come slower than that.
     */
    zipStallMs: number;
  };
  /** How fast a request's body must keep coming while it is read (REQUEST_BODY_* variables). */
  bodyPace: BodyPace;
  /** The footer's addresses (SITE_* variables); what is unset stays out of the footer. */
  siteLinks: SiteLinks;
  /** The RSVP nudges (docs/nudges.md). */
  rsvp: {
    /** The last day to answer, 'YYYY-MM-DD' (RSVP_DEADLINE); links expire when it ends (UTC). */
    deadline: string;
    /** Nudges go out from this many days before the deadline (RSVP_NUDGE_DAYS_BEFORE). */
    nudgeDaysBefore: number;
    /** When pg-boss runs a nudge round (RSVP_NUDGE_CRON, UTC). */
    nudgeCron: string;
  };
  /** How canary releases are judged (CANARY_* variables; docs/sections.md, "Canary releases"). */
  canary: CanaryRules;
}

/** Injection token of the AppConfig. */
export const APP_CONFIG = Symbol('APP_CONFIG');
