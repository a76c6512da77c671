import {
  type RemoteName,
  type SectionLoadOutcome,
  type SectionLoadReport,
  versionOfManifestUrl,
} from '@reunion/contracts';
import { apiUrl } from '@reunion/web-kit';
import { fetchRemoteRegistry } from './remoteRegistry';

/** What this page view has reported already: each outcome once per section. */
const reported = new Set<string>();

/**
 * Tells the server how a section load went (docs/sections.md, "Canary releases"): 'ok' once it
 * mounted and rendered, 'failed' when it could not load or its error boundary caught something.
 * The version is the one the registry handed this visitor. A beacon: it survives the visitor
 * leaving the page, and losing one is acceptable.
 */
export async function reportSectionLoad(
  section: RemoteName,
  outcome: SectionLoadOutcome,
): Promise<void> {
  const key = `${section}:${outcome}`;
  if (reported.has(key) || typeof navigator.sendBeacon !== 'function') return;
  reported.add(key);
  try {
    const url = (await fetchRemoteRegistry())[section];
    if (!url) return;
    const report: SectionLoadReport = { section, version: versionOfManifestUrl(url), outcome };
    const body = new Blob([JSON.stringify(report)], { type: 'application/json' });
    navigator.sendBeacon(apiUrl('sectionLoads'), body);
  } catch {
    // No registry, no report: the load itself says what went wrong.
  }
}

/** Forgets what was reported (tests). */
export function resetSectionLoadReports(): void {
  reported.clear();
}
