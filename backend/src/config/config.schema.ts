import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_CLASS_ACCOUNT, remoteRegistrySchema } from '@reunion/contracts';
import { optionalText, urlWithProtocols } from './env-values.js';
import { checkS3Variables, s3Variables } from './s3-config.schema.js';

/** Used outside production only; production must set SESSION_SECRET. */
export const DEV_SESSION_SECRET = 'reunion-dev-session-secret-not-for-production';
/** The documented local registration gate (README); set CLASS_PASSWORD anywhere real. */
export const DEFAULT_CLASS_PASSWORD = 'fontainebleau2005';
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
      .map((entry) => entry.trim().toLowerCase())
      .filter((entry) => entry !== '');
    const email = z.email();
    for (const entry of emails) {
      if (!email.safeParse(entry).success) {
        ctx.addIssue({ code: 'custom', message: `'${entry}' is not an e-mail address` });
        return z.NEVER;
      }
    }
    return new Set(emails);
  });

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

/** The raw environment, one entry per variable so each error names its variable. */
export function environmentSchema(repoRoot: string) {
  return z
    .object({
      NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
      HOST: z.string().trim().min(1).default('127.0.0.1'),
      PORT: portVariable(0, 3000),
      DATABASE_URL: optionalText.pipe(urlWithProtocols(['postgres:', 'postgresql:']).optional()),
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
