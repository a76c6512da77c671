import { sharedSingletonNames, type BuiltAgainst } from './release-manifest.schema.js';

/** The major of a version or range ('^19.3.1' → 19); undefined when there is none to read. */
export function majorOf(version: string): number | undefined {
  // The lookbehind starts a match only at the first digit of a run: without it a long run of
  // digits with no dot is retried from every position, quadratic in the length.
  const match = /(?<!\d)(\d+)\.\d/.exec(version) ?? /(\d+)/.exec(version);
  return match ? Number(match[1]) : undefined;
}

/** The minor of a version ('1.4.0' → 4); 0 when there is none to read. */
function minorOf(version: string): number {
  return Number(/^\D*\d+\.(\d+)/.exec(version)?.[1] ?? 0);
}

/**
 * Why a section built against `release` cannot run inside a shell built against `host`, on a
 * server speaking `apiVersion`; empty when it can. A section built against another API major,
 * or a newer minor than the server's (one that adds what the server would refuse), would run
 * against an API it was not written for. Singletons are one copy per page, so their majors
 * must match; 0.x majors break on every minor (semver), so there the minor must match too.
 */
export function compatibilityProblems(
  release: BuiltAgainst,
  host: BuiltAgainst['shared'],
  apiVersion: string,
): string[] {
  const problems: string[] = [];
  if (
    majorOf(release.apiVersion) !== majorOf(apiVersion) ||
    minorOf(release.apiVersion) > minorOf(apiVersion)
  )
    problems.push(`API ${release.apiVersion} (the server speaks ${apiVersion})`);
  for (const name of sharedSingletonNames) {
    const wanted = release.shared[name];
    const provided = host[name];
    if (wanted === undefined) problems.push(`${name}: not declared by the release`);
    else if (provided === undefined) problems.push(`${name}: not declared by the shell`);
    else if (!sameLine(wanted, provided))
      problems.push(`${name} ${wanted} (the shell has ${provided})`);
  }
  return problems;
}

function sameLine(a: string, b: string): boolean {
  const major = majorOf(a);
  if (major === undefined || major !== majorOf(b)) return false;
  if (major > 0) return true;
  return /^\D*\d+\.(\d+)/.exec(a)?.[1] === /^\D*\d+\.(\d+)/.exec(b)?.[1];
}
