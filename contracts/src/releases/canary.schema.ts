import { z } from 'zod';
import { remoteNameSchema } from '../remotes.js';
import { releaseVersionSchema } from './release-manifest.schema.js';

/** The share of visitors a canary may reach (docs/sections.md, "Canary releases"). */
export const CANARY_SHARE_MIN = 1;
export const CANARY_SHARE_MAX = 50;

/** POST /api/admin/remotes/:name/canary: offer `version` to `share` % of visitors. */
export const startCanaryRequestSchema = z.strictObject({
  version: releaseVersionSchema,
  share: z
    .number()
    .int()
    .min(CANARY_SHARE_MIN, {
      error: `The share must be ${CANARY_SHARE_MIN} to ${CANARY_SHARE_MAX} %`,
    })
    .max(CANARY_SHARE_MAX, {
      error: `The share must be ${CANARY_SHARE_MIN} to ${CANARY_SHARE_MAX} %`,
    }),
  /** Promote by itself once healthy through its window (default: the team promotes). */
  autoPromote: z.boolean().default(false),
});
export type StartCanaryRequest = z.infer<typeof startCanaryRequestSchema>;

/** How a section load ended, as the shell saw it. */
export const sectionLoadOutcomeValues = ['ok', 'failed'] as const;
export type SectionLoadOutcome = (typeof sectionLoadOutcomeValues)[number];

/**
 * POST /api/remotes/loads: the shell's report of one section load. `version` is what the shell
 * was handed ('default' for the built section); the server counts it only when it is the
 * version it hands this visitor.
 */
export const sectionLoadReportSchema = z.strictObject({
  section: remoteNameSchema,
  version: z.string().max(64),
  outcome: z.enum(sectionLoadOutcomeValues),
});
export type SectionLoadReport = z.infer<typeof sectionLoadReportSchema>;

/** Loads and failures of one version, one per visitor. */
export const loadCountSchema = z.object({
  loads: z.number().int().min(0),
  failures: z.number().int().min(0),
});
export type LoadCount = z.infer<typeof loadCountSchema>;

/** A running canary, with the figures the judge reads. */
export const canaryStatusSchema = z.object({
  name: remoteNameSchema,
  version: z.string(),
  /** The active version it is compared with; null: the built default. */
  baseVersion: z.string().nullable(),
  share: z.number().int(),
  autoPromote: z.boolean(),
  startedAt: z.string(),
  startedBy: z.string(),
  canary: loadCountSchema,
  base: loadCountSchema,
});
export type CanaryStatus = z.infer<typeof canaryStatusSchema>;

export const canaryEndings = ['rolled back', 'promoted', 'stopped'] as const;
export type CanaryEnding = (typeof canaryEndings)[number];

/** How a canary ended, kept with its figures. */
export const canaryOutcomeSchema = canaryStatusSchema.extend({
  ending: z.enum(canaryEndings),
  endedAt: z.string(),
  /** 'the judge' when it was decided automatically. */
  endedBy: z.string(),
});
export type CanaryOutcome = z.infer<typeof canaryOutcomeSchema>;

/** GET /api/admin/remotes/canaries */
export const canariesResponseSchema = z.object({
  running: z.array(canaryStatusSchema),
  ended: z.array(canaryOutcomeSchema),
});
export type CanariesResponse = z.infer<typeof canariesResponseSchema>;
