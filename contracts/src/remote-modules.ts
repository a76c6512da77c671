// No zod here: the shell's section loader reads this table on every section page, and a schema
// built at module scope would bring zod into the shell's first load with it.

/** The five independently built sections (README, "Layout"). */
export const remoteNames = [
  'mf-directory',
  'mf-profile',
  'mf-event',
  'mf-photos',
  'mf-insights',
] as const;
export type RemoteName = (typeof remoteNames)[number];

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
