import { z } from 'zod';
import { remoteNameSchema } from '../remotes.js';

/**
 * Version of the HTTP API the front ends are written against. A major bump means a section
 * built against the old major may call paths or send bodies the server no longer accepts; a
 * minor bump adds what an older server refuses (1.1: a profile update's `basedOn`).
 */
export const API_VERSION = '1.1.0';

/**
 * What a section takes from the shell, one copy per page, whose major version must match
 * between the two: the Module Federation singletons (tooling/rspack/shared.mjs shares them;
 * react-router follows react-router-dom) and the Module Federation runtime itself, which a
 * built section does not carry (create-config.mjs, externalRuntime).
 */
export const sharedSingletonNames = [
  'react',
  'react-dom',
  'react-router-dom',
  '@tanstack/react-query',
  'antd',
  '@module-federation/runtime-core',
] as const;
export type SharedSingletonName = (typeof sharedSingletonNames)[number];

/** A release's version: semver without build metadata, so it is a safe folder and URL segment. */
export const releaseVersionSchema = z
  .string()
  .regex(/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/, 'must be a version like 1.4.0 or 1.4.0-rc.1')
  .max(64);

/** What a build was made against: the API version and each shared singleton's version. */
export const builtAgainstSchema = z.object({
  apiVersion: releaseVersionSchema,
  shared: z.record(z.string(), z.string()),
});
export type BuiltAgainst = z.infer<typeof builtAgainstSchema>;

/** `release.json` beside a release's mf-manifest.json (written by `npm run release`). */
export const releaseManifestSchema = builtAgainstSchema.extend({
  name: remoteNameSchema,
  version: releaseVersionSchema,
  builtAt: z.string(),
});
export type ReleaseManifest = z.infer<typeof releaseManifestSchema>;

/** `shell-release.json` in the shell's build: what the host provides to every section. */
export const shellReleaseSchema = builtAgainstSchema.extend({ builtAt: z.string() });
export type ShellRelease = z.infer<typeof shellReleaseSchema>;
