// The remotes table lives in contracts (TypeScript), read by the shell's routes and by each
// section's build (contracts-source.mjs).
import { importContracts } from './contracts-source.mjs';

/** @typedef {'mf-directory' | 'mf-profile' | 'mf-event' | 'mf-photos' | 'mf-insights'} RemoteName */
/** @typedef {{ federationName: string, exposes: readonly string[] }} RemoteModule */

/** @returns {Promise<Record<RemoteName, RemoteModule>>} */
export async function loadRemoteModules() {
  const contracts = /** @type {{ remoteModules: Record<RemoteName, RemoteModule> }} */ (
    await importContracts('remote-modules.ts')
  );
  return contracts.remoteModules;
}
