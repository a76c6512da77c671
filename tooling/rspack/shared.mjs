// The Module Federation shared singletons. Exactly one copy of each on a page: anything that
// holds React context or module-level state must come from the shell, or a section renders
// against a context nobody provides ("reading 'useContext'" — STACK.md).
//
// Left out on purpose:
// - @ant-design/icons: shared modules are not tree-shaken, so sharing it would ship every
//   icon (hundreds of KiB) to the first load. Its only context (IconContext: prefix and CSP
//   nonce) is left at its defaults here, so each app bundling the few icons it uses is safe.
// - @reunion/web-kit and @reunion/contracts: stateless (their state lives in react-query's
//   cache and antd's App, both shared), and small next to the above.

/** Package → the subpaths that must be the same instance too. */
const singletons = {
  react: ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime'],
  'react-dom': ['react-dom', 'react-dom/client'],
  // react-router-dom 7 re-exports react-router; code importing either must see one router.
  'react-router-dom': ['react-router-dom'],
  'react-router': ['react-router'],
  '@tanstack/react-query': ['@tanstack/react-query'],
  antd: ['antd'],
  zustand: ['zustand'],
};

/**
 * @param {{ name: string, dependencies?: Record<string, string> }} pkg the app's package.json
 * @returns {Record<string, { singleton: true, requiredVersion: string }>}
 */
export function sharedDependencies(pkg) {
  const deps = pkg.dependencies ?? {};
  // react-router is pinned through react-router-dom, which requires its exact version.
  const pinned = { ...deps, 'react-router': deps['react-router'] ?? deps['react-router-dom'] };
  /** @type {Record<string, { singleton: true, requiredVersion: string }>} */
  const shared = {};
  for (const [pkgName, requests] of Object.entries(singletons)) {
    const version = pinned[pkgName];
    if (!version) {
      throw new Error(`${pkg.name}: shared singleton '${pkgName}' is not in its dependencies`);
    }
    for (const request of requests) {
      // The workspaces pin exact versions; a caret range lets a section rebuilt on a newer
      // minor keep running against the shell's copy without a mismatch warning.
      shared[request] = { singleton: true, requiredVersion: `^${version}` };
    }
  }
  return shared;
}
