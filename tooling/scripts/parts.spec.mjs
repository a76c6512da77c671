import { parts, remotes, selectParts } from './parts.mjs';

describe('parts', () => {
  it('builds contracts first and the backend after it, then the front ends', () => {
    expect(parts.map((part) => part.name)).toEqual(['contracts', 'backend', 'shell', ...remotes]);
    expect(parts.slice(0, 2).every((part) => part.tool === 'tsc')).toBe(true);
    expect(parts.slice(2).every((part) => part.tool === 'rspack')).toBe(true);
  });

  it('rebuilds a front end when contracts, web-kit or the rspack config change', () => {
    for (const part of parts.filter((p) => p.tool === 'rspack'))
      expect(part.sources).toEqual(
        expect.arrayContaining([
          `${part.name}/src`,
          'contracts/src',
          'web-kit/src',
          'tooling/rspack',
        ]),
      );
    expect(parts.find((part) => part.name === 'backend')?.sources).toContain('contracts/src');
  });

  it("rebuilds the shell when a section changes: its antd stylesheet holds the sections' components", () => {
    expect(parts.find((part) => part.name === 'shell')?.sources).toEqual(
      expect.arrayContaining(remotes.map((remote) => `${remote}/src`)),
    );
  });
});

describe('selectParts', () => {
  it('is every part when none is named', () => {
    expect(selectParts([])).toEqual({ selected: parts, unknown: [] });
  });

  it('keeps build order whatever the order named', () => {
    const { selected } = selectParts(['mf-event', 'contracts', 'shell']);
    expect(selected.map((part) => part.name)).toEqual(['contracts', 'shell', 'mf-event']);
  });

  it('names what is no part', () => {
    expect(selectParts(['shell', 'mf-nothing', 'web-kit']).unknown).toEqual([
      'mf-nothing',
      'web-kit',
    ]);
  });
});
