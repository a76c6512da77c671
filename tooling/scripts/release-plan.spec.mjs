import path from 'node:path';
import { checkReleaseVersion, parseReleaseArgs, releaseFolders } from './release-plan.mjs';

const remotes = ['mf-photos', 'mf-event'];

describe('parseReleaseArgs', () => {
  it('reads the section and the options', () => {
    expect(
      parseReleaseArgs(
        ['mf-photos', '--version', '1.4.0', '--from', 'x/dist', '--activate'],
        remotes,
      ),
    ).toEqual({ name: 'mf-photos', version: '1.4.0', from: 'x/dist', activate: true });
    expect(parseReleaseArgs(['mf-event'], remotes)).toEqual({
      name: 'mf-event',
      version: undefined,
      from: undefined,
      activate: false,
    });
  });

  it.each([[[]], [['mf-photos', 'mf-event']], [['shell']], [['--activate']]])(
    'refuses %j with the usage line',
    (args) => {
      expect(() => parseReleaseArgs(args, remotes)).toThrow(
        'usage: npm run release -- <mf-photos|mf-event> [--version x.y.z] [--from dist] [--activate]',
      );
    },
  );

  it('refuses an option it does not know', () => {
    expect(() => parseReleaseArgs(['mf-photos', '--force'], remotes)).toThrow(/force/);
  });
});

describe('checkReleaseVersion', () => {
  it.each(['1.4.0', '0.1.0', '2.0.0-rc.1', '1.4.0-beta-2'])('takes %s', (version) => {
    expect(() => checkReleaseVersion(version)).not.toThrow();
  });

  it.each(['1.4', 'v1.4.0', '1.4.0 ', '1.4.0-', '../1.4.0', '1.4.0/x'])('refuses %j', (version) => {
    expect(() => checkReleaseVersion(version)).toThrow(`'${version}' is not a version like 1.4.0`);
  });
});

describe('releaseFolders', () => {
  const base = { repoRoot: '/repo', name: 'mf-photos', version: '1.4.0', pid: 42 };

  it('defaults to .data/releases in the repository, staging beside the target', () => {
    expect(releaseFolders({ ...base, env: {} })).toEqual({
      target: path.join('/repo/.data/releases/mf-photos/1.4.0'),
      staging: path.join('/repo/.data/releases/mf-photos/1.4.0.partial-42'),
    });
  });

  it('follows DATA_DIR, and RELEASES_DIR before it, relative to the repository', () => {
    expect(releaseFolders({ ...base, env: { DATA_DIR: 'var' } }).target).toBe(
      '/repo/var/releases/mf-photos/1.4.0',
    );
    expect(
      releaseFolders({ ...base, env: { DATA_DIR: 'var', RELEASES_DIR: '/srv/releases' } }).target,
    ).toBe('/srv/releases/mf-photos/1.4.0');
  });
});
