import { API_VERSION } from '@reunion/contracts';
import type { TestApp } from './test-app.js';
import { writeFiles } from './static-root.js';

export const SHELL_SHARED = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  'react-router-dom': '7.18.5',
  '@tanstack/react-query': '5.108.0',
  antd: '6.6.8',
  '@module-federation/runtime-core': '2.9.2',
};

/** A built shell that declares its shared versions (as the rspack factory writes it). */
export function writeShellRelease(t: TestApp): void {
  writeFiles(t.config.staticRoot, {
    'shell/dist/shell-release.json': JSON.stringify({
      apiVersion: API_VERSION,
      shared: SHELL_SHARED,
      builtAt: new Date().toISOString(),
    }),
  });
}

/** A release folder as `npm run release` leaves it; `shared`/`apiVersion` override the shell's. */
export function writeRelease(
  t: TestApp,
  name: string,
  version: string,
  overrides: { shared?: Record<string, string>; apiVersion?: string } = {},
): void {
  writeFiles(t.config.releasesDir, {
    [`${name}/${version}/mf-manifest.json`]: JSON.stringify({ version }),
    [`${name}/${version}/main.js`]: `console.log(${JSON.stringify(version)})`,
    [`${name}/${version}/release.json`]: JSON.stringify({
      name,
      version,
      apiVersion: overrides.apiVersion ?? API_VERSION,
      shared: { ...SHELL_SHARED, ...overrides.shared },
      builtAt: new Date().toISOString(),
    }),
  });
}
