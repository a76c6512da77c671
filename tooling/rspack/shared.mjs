// The Module Federation shared singletons. Exactly one copy of each on a page: anything that
// holds React context or module-level state must come from the shell, or a section renders
// against a context nobody provides ("reading 'useContext'").
//
// A shared module is never tree-shaken: the build cannot know what another app will take from
// it. So the big libraries are not shared whole (that put 648 KiB gzip in the shell's first
// load, bench/RESULTS.md "First load"):
// - antd is shared per component (antd-components.mjs): a page loads the components it draws.
// - react-router-dom is shared as a module re-exporting only the router API the site uses
//   (shared-modules/react-router-dom.mjs), so react-router is tree-shaken behind it.
//
// A built section brings no copy of any of them (`import: false`): it always takes the shell's.
// Two copies of antd's internals would mean two ConfigProvider contexts (the theme lost) and, a
// component at a time, a newer section's copy could win over the shell's. A section's own dev
// page (a development build running alone) has no shell, so it brings its own.
//
// Left out on purpose:
// - @ant-design/icons: each app bundles the few icons it uses. Its only context (IconContext:
//   prefix and CSP nonce) is left at its defaults here, so separate copies are safe.
// - @reunion/web-kit and @reunion/contracts: stateless (their state lives in react-query's
//   cache and antd's App, both shared), and bundled tree-shaken.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { antdComponents } from './antd-components.mjs';

const routerFacade = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'shared-modules',
  'react-router-dom.mjs',
);

/**
 * @typedef {{ singleton: true, requiredVersion: string, version?: string, import?: string | false }} SharedConfig
 * @typedef {{ name: string, dependencies?: Record<string, string> }} PackageJson
 */

/**
 * @param {PackageJson} pkg the app's package.json
 * @param {string} dir the app's folder (antd's component list is read from its install)
 * @param {{ isHost: boolean, dev: boolean }} how
 * @returns {Record<string, SharedConfig>}
 */
export function sharedDependencies(pkg, dir, { isHost, dev }) {
  const deps = pkg.dependencies ?? {};
  /** @param {string} name */
  const versionOf = (name) => {
    const version = deps[name];
    if (!version)
      throw new Error(`${pkg.name}: shared singleton '${name}' is not in its dependencies`);
    return version;
  };
  // The workspaces pin exact versions; a caret range lets a section rebuilt on a newer minor
  // keep running against the shell's copy without a mismatch warning.
  /** @param {string} name @param {string} [fallback] the module a build bundles as its own copy */
  const singleton = (name, fallback) => {
    const version = versionOf(name);
    /** @type {SharedConfig} */
    const config = { singleton: true, requiredVersion: `^${version}`, version };
    if (!isHost && !dev) config.import = false;
    else if (fallback) config.import = fallback;
    return config;
  };

  /** @type {Record<string, SharedConfig>} */
  const shared = {};
  for (const request of ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime'])
    shared[request] = singleton('react');
  for (const request of ['react-dom', 'react-dom/client']) shared[request] = singleton('react-dom');
  shared['react-router-dom'] = singleton('react-router-dom', routerFacade);
  shared['@tanstack/react-query'] = singleton('@tanstack/react-query');
  // A path as the import makes the shell provide every component, used by itself or not, so a
  // section can start using one without the shell being rebuilt.
  for (const { folder, file } of antdComponents(dir))
    shared[`antd/es/${folder}`] = singleton('antd', file);
  return shared;
}

/**
 * The shell's side of sharing: it provides every singleton to the sections but does not consume
 * them itself. A consumed module is reached through the federation runtime (a version check and
 * a chunk load per module, before the first line of the app runs): for the shell that is about
 * 40 modules, all its own, and was the longest task of a phone's page load (bench/RESULTS.md,
 * "Lighthouse on phones (issue 17)"). Provided only, they are the shell's ordinary imports, bundled and split like any
 * other; a section asking the share scope for one gets the very module instance the shell runs
 * (the provided factory requires it from the shell's module cache). Nothing is lost: the shell
 * is the only provider there is (sections bring none, see above).
 * @param {Record<string, SharedConfig>} shared the shell's sharedDependencies
 * @returns {Record<string, { shareKey: string, version: string, singleton: true, requiredVersion: string }>}
 */
export function hostProvides(shared) {
  return Object.fromEntries(
    Object.entries(shared).map(([request, config]) => [
      // The module provided: the shared request itself, or the module standing for it.
      typeof config.import === 'string' ? config.import : request,
      {
        shareKey: request,
        version: config.version ?? config.requiredVersion.replace(/^\^/, ''),
        singleton: true,
        requiredVersion: config.requiredVersion,
      },
    ]),
  );
}

/** The shell's own imports of react-router-dom resolve to the module it provides. */
export const hostAliases = { 'react-router-dom$': routerFacade };
