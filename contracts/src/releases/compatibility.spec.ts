import { compatibilityProblems, majorOf } from './compatibility.js';
import { API_VERSION, sharedSingletonNames } from './release-manifest.schema.js';

const shell = Object.fromEntries(sharedSingletonNames.map((name) => [name, '19.3.1'])) as Record<
  string,
  string
>;
shell['@module-federation/runtime-core'] = '0.5.2';

describe('compatibilityProblems', () => {
  const release = (shared: Record<string, string>, apiVersion = API_VERSION) => ({
    apiVersion,
    shared: { ...shell, ...shared },
  });

  it('accepts the same majors, other minors and patches included', () => {
    expect(
      compatibilityProblems(release({ react: '19.0.0', antd: '^19.9.9' }), shell, '1.4.0'),
    ).toEqual([]);
  });

  it('refuses another major of a singleton, naming both versions', () => {
    expect(compatibilityProblems(release({ react: '18.3.1' }), shell, API_VERSION)).toEqual([
      'react 18.3.1 (the shell has 19.3.1)',
    ]);
  });

  it('refuses another API major', () => {
    expect(compatibilityProblems(release({}, '2.0.0'), shell, '1.9.0')).toEqual([
      `API 2.0.0 (the server speaks 1.9.0)`,
    ]);
  });

  it('refuses a newer API minor than the server speaks: it may send what the server refuses', () => {
    expect(compatibilityProblems(release({}, '1.1.0'), shell, '1.0.0')).toEqual([
      `API 1.1.0 (the server speaks 1.0.0)`,
    ]);
    expect(compatibilityProblems(release({}, '1.0.0'), shell, '1.1.0')).toEqual([]);
  });

  it('treats a 0.x minor as a major', () => {
    const runtime = (version: string) => release({ '@module-federation/runtime-core': version });
    expect(compatibilityProblems(runtime('0.5.9'), shell, API_VERSION)).toEqual([]);
    expect(compatibilityProblems(runtime('0.6.0'), shell, API_VERSION)).toHaveLength(1);
  });

  it('refuses a singleton missing on either side', () => {
    const { antd: _dropped, ...withoutAntd } = shell;
    expect(
      compatibilityProblems({ apiVersion: API_VERSION, shared: withoutAntd }, shell, API_VERSION),
    ).toEqual(['antd: not declared by the release']);
    expect(compatibilityProblems(release({}), withoutAntd, API_VERSION)).toEqual([
      'antd: not declared by the shell',
    ]);
  });
});

describe('majorOf', () => {
  it('reads versions and ranges', () => {
    expect(majorOf('19.3.1')).toBe(19);
    expect(majorOf('^5.108.0')).toBe(5);
    expect(majorOf('garbage')).toBeUndefined();
  });
});
