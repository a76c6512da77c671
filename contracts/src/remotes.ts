// zod/mini, like user.ts: the shell checks the registry with it when it reads the registry
// itself (a page its server did not render), and the classic API would double that chunk.
import * as z from 'zod/mini';
import { remoteNames } from './remote-modules.js';

export const remoteNameSchema = z.enum(remoteNames);

/** GET /api/remotes: section name → URL of its mf-manifest.json. A section not built is absent. */
export const remoteRegistrySchema = z.partialRecord(
  remoteNameSchema,
  z.string().check(z.minLength(1)),
);
export type RemoteRegistry = z.infer<typeof remoteRegistrySchema>;
