import type { RemoteName, remoteModules } from '@reunion/contracts';

/** A page a section exposes, e.g. './FindClassmates' (contracts' remoteModules table). */
export type ExposedModule<R extends RemoteName = RemoteName> =
  (typeof remoteModules)[R]['exposes'][number];

export interface RemoteRoute<R extends RemoteName = RemoteName> {
  path: string;
  remote: R;
  module: ExposedModule<R>;
  /** The page title, also used by the skeleton and the error card. */
  title: string;
}

function route<R extends RemoteName>(
  path: string,
  remote: R,
  module: ExposedModule<R>,
  title: string,
): RemoteRoute<R> {
  return { path, remote, module, title };
}

/**
 * Every route a section renders (docs/pages.md, "Routes and access"); /browse shows the directory
 * like /search.
 */
export const remoteRoutes: RemoteRoute[] = [
  route('/search', 'mf-directory', './FindClassmates', 'Find Classmates'),
  route('/browse', 'mf-directory', './FindClassmates', 'Find Classmates'),
  route('/create-profile', 'mf-profile', './CreateProfile', 'Create Profile'),
  route('/profile/edit/:id', 'mf-profile', './EditProfile', 'Edit Profile'),
  route('/profile/:id', 'mf-profile', './ProfileDetail', 'Profile'),
  route('/event-details', 'mf-event', './EventPage', 'Event Details'),
  route('/class-gift', 'mf-event', './ClassGift', 'Class Gift'),
  route('/photos', 'mf-photos', './PhotoAlbum', 'Photo Album'),
  route('/admin', 'mf-insights', './Insights', 'Insights'),
];
