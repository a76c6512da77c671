import path from 'node:path';
import { z } from 'zod';
import { remoteRegistrySchema } from '@reunion/contracts';
import { identityKey } from '../auth/identity/identity-key.js';
import {
  DEFAULT_DATABASE_TIMEOUT_MS,
  DEFAULT_MIGRATION_TIMEOUT_MS,
} from '../database/bounded-pool.js';
import { DEFAULT_BODY_PACE } from '../request-bodies/body-pace.js';
import { optionalText, urlWithProtocols } from './env-values.js';
import { checkS3Variables, s3Variables } from './s3-config.schema.js';
import { siteLinksVariables } from './site-links-config.js';

/** Used outside production only; production must set SESSION_SECRET. */
export const DEV_SESSION_SECRET = 'reunion-dev-session-secret-not-for-production';
/** The documented local registration gate (README); set CLASS_PASSWORD anywhere real. */
export const DEFAULT_CLASS_PASSWORD = 'fontainebleau2005';
/** Username of the class account unless CLASS_ACCOUNT says otherwise. */
export const DEFAULT_CLASS_ACCOUNT = 'MBA05J';
export const DEFAULT_MAIL_FROM = 'Reunion 2005 <noreply@localhost>';

/** A whole number written in decimal; anything else is refused rather than guessed at. */
const wholeNumber = z
  .string()
  .regex(/^-?\d+$/, 'must be a whole number')
  .transform(Number);

const port = (min: number) =>
  wholeNumber.pipe(
    z
      .number()
      .min(min, `must be between ${min} and 65535`)
      .max(65535, `must be between ${min} and 65535`),
  );

/** A port variable; unset (or empty) gives `fallback`. */
const portVariable = <F extends number | undefined>(min: number, fallback: F) =>
  optionalText.pipe(port(min).optional()).transform((value) => (value ?? fallback) as number | F);

/** A byte count, e.g. `2GB`, `500MB` or plain bytes; 1 KB is 1,024 bytes. */
const byteSize = (fallback: number) =>
  optionalText.transform((value, ctx) => {
    if (value === undefined) return fallback;
    const match = /^(\d+)\s*(B|KB|MB|GB|TB)?$/i.exec(value);
    const power = { B: 0, KB: 1, MB: 2, GB: 3, TB: 4 }[(match?.[2] ?? 'B').toUpperCase()];
    if (!match || power === undefined || Number(match[1]) <= 0) {
      ctx.addIssue({ code: 'custom', message: "must be a size such as '2GB', '500MB' or bytes" });
      return z.NEVER;
    }
    return Number(match[1]) * 1024 ** power;
  });

/** A whole-number variable that may be 0. */
const wholeNumberOr = (fallback: number) =>
  optionalText
    .pipe(wholeNumber.pipe(z.number().min(0, 'must be 0 or more')).optional())
    .transform((value) => value ?? fallback);

/** A positive whole-number variable, e.g. a rate limit. */
const positiveInt = (fallback: number) =>
  optionalText
    .pipe(wholeNumber.pipe(z.number().positive('must be above 0')).optional())
    .transform((value) => value ?? fallback);

const adminEmails = z
  .string()
  .default('')
  .transform((value, ctx) => {
    const emails = value
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
    const email = z.email();
    for (const entry of emails) {
      if (!email.safeParse(entry).success) {
        ctx.addIssue({ code: 'custom', message: `'${entry}' is not an e-mail address` });
        return z.NEVER;
      }
    }
    // Compared with accounts' addresses in the one normal form every address is kept in.
    return new Set(emails.map(identityKey));
  });

const classAccountEmail = optionalText.pipe(z.email('must be an e-mail address').optional());

const remotes = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value.trim() === '') return {};
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      ctx.addIssue({
        code: 'custom',
        message: 'must be a JSON object of remote name to manifest URL',
      });
      return z.NEVER;
    }
    const registry = remoteRegistrySchema.safeParse(parsed);
    if (!registry.success) {
      ctx.addIssue({
        code: 'custom',
        message: `must map known remote names to manifest URLs (${registry.error.issues.map((issue) => issue.message).join('; ')})`,
      });
      return z.NEVER;
    }
    for (const [name, url] of Object.entries(registry.data)) {
      if (!url.startsWith('/') && !/^https?:\/\//.test(url)) {
        ctx.addIssue({
          code: 'custom',
          message: `${name}: must be an absolute path or an http(s) URL`,
        });
        return z.NEVER;
      }
    }
    return registry.data;
  });

const trustProxy = z
  .string()
  .default('false')
  .transform((value, ctx) => {
    if (value === 'true') return true;
    if (value === 'false') return false;
    if (/^\d+$/.test(value)) return Number(value);
    ctx.addIssue({ code: 'custom', message: "must be 'true', 'false' or a number of proxies" });
    return z.NEVER;
  });

/** The RSVP deadline unless RSVP_DEADLINE says otherwise: four weeks before the reunion (docs/nudges.md). */
export const DEFAULT_RSVP_DEADLINE = '2025-05-29';

/** A calendar day, 'YYYY-MM-DD', that exists. */
const isoDay = (fallback: string) =>
  optionalText.transform((value, ctx) => {
    const day = value ?? fallback;
    const parsed = new Date(`${day}T00:00:00Z`);
    if (
      !/^\d{4}-\d{2}-\d{2}$/.test(day) ||
      Number.isNaN(parsed.getTime()) ||
      parsed.toISOString().slice(0, 10) !== day
    ) {
      ctx.addIssue({ code: 'custom', message: "must be a date such as '2025-05-29'" });
      return z.NEVER;
    }
    return day;
  });

/** A five-field cron expression (minute hour day month weekday), checked loosely: pg-boss parses it. */
const cron = optionalText.transform((value, ctx) => {
  const expression = value ?? '0 * * * *';
  if (expression.split(/\s+/).length !== 5) {
    ctx.addIssue({ code: 'custom', message: "must be a cron expression such as '0 * * * *'" });
    return z.NEVER;
  }
  return expression;
});

/** The raw environment, one entry per variable so each error names its variable. */
export function environmentSchema(repoRoot: string) {
  return z
    .object({
      NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
      HOST: z.string().trim().min(1).default('127.0.0.1'),
      PORT: portVariable(0, 3000),
      DATABASE_URL: optionalText.pipe(urlWithProtocols(['postgres:', 'postgresql:']).optional()),
      DATABASE_TIMEOUT_MS: positiveInt(DEFAULT_DATABASE_TIMEOUT_MS),
      DATABASE_MIGRATION_TIMEOUT_MS: positiveInt(DEFAULT_MIGRATION_TIMEOUT_MS),
      EMBEDDED_PG_PORT: portVariable(1, undefined),
      SMTP_URL: optionalText.pipe(urlWithProtocols(['smtp:', 'smtps:']).optional()),
      MAIL_FROM: optionalText.transform((value) => value ?? DEFAULT_MAIL_FROM),
      MAIL_RETRY_MS: positiveInt(30_000),
      PUBLIC_URL: optionalText.pipe(urlWithProtocols(['http:', 'https:']).optional()),
      SESSION_SECRET: optionalText.pipe(
        z.string().min(16, 'must be at least 16 characters').optional(),
      ),
      CLASS_PASSWORD: optionalText.transform((value) => value ?? DEFAULT_CLASS_PASSWORD),
      ADMIN_EMAILS: adminEmails,
      CLASS_ACCOUNT: optionalText.transform((value) => value ?? DEFAULT_CLASS_ACCOUNT),
      CLASS_ACCOUNT_EMAIL: classAccountEmail,
      DATA_DIR: optionalText.transform((value) => path.resolve(repoRoot, value ?? '.data')),
      STORAGE_DIR: optionalText,
      ...s3Variables,
      STATIC_ROOT: optionalText.transform((value) => path.resolve(repoRoot, value ?? '.')),
      RELEASES_DIR: optionalText,
      REMOTES: remotes,
      TRUST_PROXY: trustProxy,
      RATE_LIMIT_LOGIN_PER_ACCOUNT: positiveInt(10),
      RATE_LIMIT_LOGIN_PER_IP: positiveInt(50),
      RATE_LIMIT_REGISTER_PER_IP: positiveInt(20),
      RATE_LIMIT_RESET_PER_EMAIL: positiveInt(5),
      RATE_LIMIT_RESET_PER_IP: positiveInt(30),
      RATE_LIMIT_RESET_MAILS_PER_ACCOUNT: positiveInt(5),
      RATE_LIMIT_NEW_PASSWORD_PER_IP: positiveInt(20),
      RATE_LIMIT_NEW_PASSWORD_PER_ACCOUNT: positiveInt(10),
      RATE_LIMIT_CONFIRMATION_PER_ACCOUNT: positiveInt(5),
      RATE_LIMIT_CONFIRMATION_PER_ADDRESS: positiveInt(5),
      RATE_LIMIT_ALBUM_UPLOADS_PER_ACCOUNT: positiveInt(100),
      RATE_LIMIT_PROFILE_SAVES_PER_ACCOUNT: positiveInt(60),
      RATE_LIMIT_CANARY_VISITORS_PER_IP: positiveInt(5),
      RATE_LIMIT_CANARY_FAILURES_PER_IP: positiveInt(1),
      RATE_LIMIT_CANARY_VISITORS_PER_MEMBER: positiveInt(3),
      RATE_LIMIT_CANARY_FAILURES_PER_MEMBER: positiveInt(1),
      ALBUM_QUOTA: byteSize(2 * 1024 ** 3),
      STORAGE_MIN_FREE: byteSize(1024 ** 3),
      ALBUM_MAX_PHOTOS: positiveInt(1000),
      ALBUM_ZIP_STALL_SECONDS: positiveInt(60),
      REQUEST_BODY_MIN_BYTES_PER_SECOND: positiveInt(DEFAULT_BODY_PACE.minBytesPerSecond),
      REQUEST_BODY_GRACE_SECONDS: positiveInt(DEFAULT_BODY_PACE.graceMs / 1000),
      ...siteLinksVariables,
      RSVP_DEADLINE: isoDay(DEFAULT_RSVP_DEADLINE),
      RSVP_NUDGE_DAYS_BEFORE: positiveInt(7),
      RSVP_NUDGE_CRON: cron,
      CANARY_MIN_LOADS: positiveInt(20),
      CANARY_MARGIN_PERCENT: wholeNumberOr(5),
      CANARY_WINDOW_MINUTES: wholeNumberOr(60),
    })
    .superRefine((env, ctx) => {
      if (env.NODE_ENV === 'production' && env.SESSION_SECRET === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['SESSION_SECRET'],
          message: 'is required when NODE_ENV=production',
        });
      }
      checkS3Variables(env, ctx);
    });
}
