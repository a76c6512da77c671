import { siteLinksFrom } from './site-links-config.js';
import path from 'node:path';
import type { z } from 'zod';
import type { AppConfig } from './app-config.js';
import { DEV_SESSION_SECRET, environmentSchema } from './config.schema.js';
import { identityKey } from '../auth/identity/identity-key.js';
import { s3SettingsFrom } from './s3-config.schema.js';

/** A bad environment: the message names every variable at fault, so the operator can fix them at once. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const FIFTEEN_MINUTES = 15 * 60;
const ONE_HOUR = 60 * 60;
const CANARY_COUNT_SECONDS = 30 * 24 * ONE_HOUR;

function describe(issue: z.core.$ZodIssue, env: Record<string, string | undefined>): string {
  const variable = String(issue.path[0] ?? 'environment');
  const raw = env[variable];
  // Secrets are never echoed back into logs.
  const shown =
    raw === undefined || /SECRET|PASSWORD|DATABASE_URL|SMTP_URL/.test(variable)
      ? ''
      : ` (got '${raw}')`;
  return `${variable}: ${issue.message}${shown}`;
}

/**
 * Reads the environment once at start. `repoRoot` anchors the default DATA_DIR and
 * STATIC_ROOT (passed in because only the entry point knows where it runs from).
 */
export function loadConfig(env: Record<string, string | undefined>, repoRoot: string): AppConfig {
  const parsed = environmentSchema(repoRoot).safeParse(env);
  if (!parsed.success)
    throw new ConfigError(parsed.error.issues.map((issue) => describe(issue, env)));
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    databaseTimeoutMs: e.DATABASE_TIMEOUT_MS,
    databaseMigrationTimeoutMs: e.DATABASE_MIGRATION_TIMEOUT_MS,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailRetryMs: e.MAIL_RETRY_MS,
    publicUrl,
    sessionSecret: e.SESSION_SECRET ?? DEV_SESSION_SECRET,
    classPassword: e.CLASS_PASSWORD,
    adminEmails: e.ADMIN_EMAILS,
    classAccount: e.CLASS_ACCOUNT,
    classAccountEmail:
      e.CLASS_ACCOUNT_EMAIL === undefined ? undefined : identityKey(e.CLASS_ACCOUNT_EMAIL),
    dataDir: e.DATA_DIR,
    storageDir: e.STORAGE_DIR
      ? path.resolve(repoRoot, e.STORAGE_DIR)
      : path.join(e.DATA_DIR, 'uploads'),
    s3: s3SettingsFrom(e),
    staticRoot: e.STATIC_ROOT,
    releasesDir: e.RELEASES_DIR
      ? path.resolve(repoRoot, e.RELEASES_DIR)
      : path.join(e.DATA_DIR, 'releases'),
    remotesOverride: e.REMOTES,
    trustProxy: e.TRUST_PROXY,
    rateLimits: {
      loginPerAccount: { limit: e.RATE_LIMIT_LOGIN_PER_ACCOUNT, windowSeconds: FIFTEEN_MINUTES },
      loginPerIp: { limit: e.RATE_LIMIT_LOGIN_PER_IP, windowSeconds: FIFTEEN_MINUTES },
      registerPerIp: { limit: e.RATE_LIMIT_REGISTER_PER_IP, windowSeconds: ONE_HOUR },
      resetPerEmail: { limit: e.RATE_LIMIT_RESET_PER_EMAIL, windowSeconds: ONE_HOUR },
      resetPerIp: { limit: e.RATE_LIMIT_RESET_PER_IP, windowSeconds: ONE_HOUR },
      resetMailsPerAccount: {
        limit: e.RATE_LIMIT_RESET_MAILS_PER_ACCOUNT,
        windowSeconds: ONE_HOUR,
      },
      newPasswordPerIp: { limit: e.RATE_LIMIT_NEW_PASSWORD_PER_IP, windowSeconds: ONE_HOUR },
      newPasswordPerAccount: {
        limit: e.RATE_LIMIT_NEW_PASSWORD_PER_ACCOUNT,
        windowSeconds: ONE_HOUR,
      },
      confirmationPerAccount: {
        limit: e.RATE_LIMIT_CONFIRMATION_PER_ACCOUNT,
        windowSeconds: ONE_HOUR,
      },
      confirmationPerAddress: {
        limit: e.RATE_LIMIT_CONFIRMATION_PER_ADDRESS,
        windowSeconds: ONE_HOUR,
      },
      albumUploadsPerAccount: {
        limit: e.RATE_LIMIT_ALBUM_UPLOADS_PER_ACCOUNT,
        windowSeconds: ONE_HOUR,
      },
      profileSavesPerAccount: {
        limit: e.RATE_LIMIT_PROFILE_SAVES_PER_ACCOUNT,
        windowSeconds: ONE_HOUR,
      },
      // Counted per canary (its id is in the key) for longer than a canary runs.
      canaryVisitorsPerIp: {
        limit: e.RATE_LIMIT_CANARY_VISITORS_PER_IP,
        windowSeconds: CANARY_COUNT_SECONDS,
      },
      canaryFailuresPerIp: {
        limit: e.RATE_LIMIT_CANARY_FAILURES_PER_IP,
        windowSeconds: CANARY_COUNT_SECONDS,
      },
      canaryVisitorsPerMember: {
        limit: e.RATE_LIMIT_CANARY_VISITORS_PER_MEMBER,
        windowSeconds: CANARY_COUNT_SECONDS,
      },
      canaryFailuresPerMember: {
        limit: e.RATE_LIMIT_CANARY_FAILURES_PER_MEMBER,
        windowSeconds: CANARY_COUNT_SECONDS,
      },
    },
    album: {
      quotaBytes: e.ALBUM_QUOTA,
      minFreeStorageBytes: e.STORAGE_MIN_FREE,
      maxPhotos: e.ALBUM_MAX_PHOTOS,
      zipStallMs: e.ALBUM_ZIP_STALL_SECONDS * 1000,
    },
    bodyPace: {
      minBytesPerSecond: e.REQUEST_BODY_MIN_BYTES_PER_SECOND,
      graceMs: e.REQUEST_BODY_GRACE_SECONDS * 1000,
    },
    siteLinks: siteLinksFrom(e),
    rsvp: {
      deadline: e.RSVP_DEADLINE,
      nudgeDaysBefore: e.RSVP_NUDGE_DAYS_BEFORE,
      nudgeCron: e.RSVP_NUDGE_CRON,
    },
    canary: {
      minLoads: e.CANARY_MIN_LOADS,
      margin: e.CANARY_MARGIN_PERCENT / 100,
      windowMs: e.CANARY_WINDOW_MINUTES * 60_000,
    },
  };
}
