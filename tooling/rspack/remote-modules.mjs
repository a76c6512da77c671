// The remotes table lives in contracts (TypeScript), read by the shell's routes and by each
// section's build. Node 20 cannot import .ts, so it is loaded through jiti, which the
// Module Federation CLI (a dependency of @module-federation/enhanced) already brings.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';

/** @typedef {'mf-directory' | 'mf-profile' | 'mf-event' | 'mf-photos' | 'mf-insights'} RemoteName */
/** @typedef {{ federationName: string, exposes: readonly string[] }} RemoteModule */

const remotesSource = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../contracts/src/remote-modules.ts',
);

/** @returns {Promise<Record<RemoteName, RemoteModule>>} */
export async function loadRemoteModules() {
  const jiti = createJiti(import.meta.url, { moduleCache: false, fsCache: false });
  /** @type {{ remoteModules: Record<RemoteName, RemoteModule> }} */
  const contracts = await jiti.import(remotesSource);
  return contracts.remoteModules;
}
