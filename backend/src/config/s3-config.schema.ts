import { z } from 'zod';
import { optionalText, urlWithProtocols } from './env-values.js';

/** S3's own naming rule, checked at start rather than at the first upload. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

const trueOrFalse = optionalText.pipe(
  z.enum(['true', 'false'], { error: "must be 'true' or 'false'" }).optional(),
);

/**
 * Object storage for photos (README "Configuration": STORAGE_DIR or S3-style settings).
 * S3_BUCKET switches it on; the other variables only refine it.
 */
export const s3Variables = {
  S3_BUCKET: optionalText.pipe(
    z
      .string()
      .regex(BUCKET_NAME, 'must be a bucket name: 3–63 lower-case letters, digits, dots or hyphens')
      .optional(),
  ),
  S3_REGION: optionalText,
  S3_ENDPOINT: optionalText.pipe(urlWithProtocols(['http:', 'https:']).optional()),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: trueOrFalse,
};

type S3Environment = { [K in keyof typeof s3Variables]?: z.output<(typeof s3Variables)[K]> };

const REFINING = [
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

/**
 * The combinations a single variable cannot check. A refining variable without S3_BUCKET would
 * otherwise be ignored in silence, and photos would land on the local disk of one replica.
 */
export function checkS3Variables(env: S3Environment, ctx: z.RefinementCtx): void {
  if (env.S3_BUCKET === undefined) {
    for (const variable of REFINING) {
      if (env[variable] !== undefined)
        ctx.addIssue({
          code: 'custom',
          path: [variable],
          message: 'is used only with S3_BUCKET, which is unset',
        });
    }
    return;
  }
  if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
    const missing =
      env.S3_ACCESS_KEY_ID === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY';
    const other = missing === 'S3_ACCESS_KEY_ID' ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    ctx.addIssue({ code: 'custom', path: [missing], message: `is required with ${other}` });
  }
}

/** Where and how photos are kept in object storage (AppConfig.s3). */
export interface S3Settings {
  bucket: string;
  region: string;
  /** Unset: AWS itself. Set for MinIO, Ceph, R2 and the like. */
  endpoint: string | undefined;
  forcePathStyle: boolean;
  /** Unset: the SDK's own chain (environment, instance role…). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** AWS's default region; S3-compatible servers mostly ignore the region but the SDK needs one. */
export const DEFAULT_S3_REGION = 'us-east-1';

export function s3SettingsFrom(env: S3Environment): S3Settings | undefined {
  if (env.S3_BUCKET === undefined) return undefined;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION ?? DEFAULT_S3_REGION,
    endpoint: env.S3_ENDPOINT,
    // A custom endpoint (MinIO, s3rver…) rarely has a DNS name per bucket; AWS itself prefers
    // bucket subdomains. Either can be forced.
    forcePathStyle:
      env.S3_FORCE_PATH_STYLE === undefined
        ? env.S3_ENDPOINT !== undefined
        : env.S3_FORCE_PATH_STYLE === 'true',
    credentials:
      env.S3_ACCESS_KEY_ID !== undefined && env.S3_SECRET_ACCESS_KEY !== undefined
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}
