// zod/mini, like user.ts: the shell's section loader reads this module on every section page,
// and the classic API would bring the whole of zod into the shell's first load for it.
import * as z from 'zod/mini';

/** The five independently built sections (DESIGN.md). */
export const remoteNames = [
  'mf-directory',
  'mf-profile',
  'mf-event',
  'mf-photos',
  'mf-insights',
] as const;
export const remoteNameSchema = z.enum(remoteNames);
export type RemoteName = z.infer<typeof remoteNameSchema>;

/** GET /api/remotes: section name → URL of its mf-manifest.json. A section not built is absent. */
export const remoteRegistrySchema = z.partialRecord(
  remoteNameSchema,
  z.string().check(z.minLength(1)),
);
export type RemoteRegistry = z.infer<typeof remoteRegistrySchema>;

/**
 * The Module Federation name of each section (an identifier, so no dash) and the page
 * components it exposes. The shell's routes and each remote's build read this one table.
 */
export const remoteModules = {
  'mf-directory': { federationName: 'mf_directory', exposes: ['./FindClassmates'] },
  'mf-profile': {
    federationName: 'mf_profile',
    exposes: ['./CreateProfile', './EditProfile', './ProfileDetail'],
  },
  'mf-event': { federationName: 'mf_event', exposes: ['./EventPage', './ClassGift'] },
  'mf-photos': { federationName: 'mf_photos', exposes: ['./PhotoAlbum'] },
  'mf-insights': { federationName: 'mf_insights', exposes: ['./Insights'] },
} as const satisfies Record<RemoteName, { federationName: string; exposes: readonly string[] }>;
