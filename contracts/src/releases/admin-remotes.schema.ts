import { z } from 'zod';
import { remoteNameSchema } from '../remotes.js';
import { builtAgainstSchema, releaseVersionSchema } from './release-manifest.schema.js';

/** POST /api/admin/remotes/:name/activate */
export const activateRemoteRequestSchema = z.object({ version: releaseVersionSchema });
export type ActivateRemoteRequest = z.infer<typeof activateRemoteRequestSchema>;

export const remoteReleaseSchema = z.object({
  version: releaseVersionSchema,
  manifestUrl: z.string(),
  builtAgainst: builtAgainstSchema,
  publishedAt: z.string(),
});
export type RemoteRelease = z.infer<typeof remoteReleaseSchema>;

/** One section in GET /api/admin/remotes: its published releases and what the shell loads. */
export const remoteSectionSchema = z.object({
  name: remoteNameSchema,
  /** The active release's version; null: the built default (or nothing). */
  activeVersion: z.string().nullable(),
  activatedAt: z.string().nullable(),
  activatedBy: z.string().nullable(),
  /** The URL GET /api/remotes hands the shell now; null when the section is absent. */
  serving: z.string().nullable(),
  releases: z.array(remoteReleaseSchema),
});
export type RemoteSection = z.infer<typeof remoteSectionSchema>;

export const adminRemotesResponseSchema = z.object({ sections: z.array(remoteSectionSchema) });
export type AdminRemotesResponse = z.infer<typeof adminRemotesResponseSchema>;
