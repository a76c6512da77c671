import { consumedShares, firstLoadFiles, sharedModuleFiles } from './first-load.mjs';

// A chunk graph as rspack's stats describe it: the shell's entry and bootstrap consume react,
// which the shell provides from chunk 20; the sign-in card's chunk consumes antd's form, whose
// provided module (chunk 30) consumes react in turn.
const consume = (key) => ({
  identifier: `consume shared module (default) ${key}@1.0.0 (singleton)`,
});
const provided = (key) => ({
  moduleIdentifier: `provide shared module (default) ${key}@1.0.0 = ./x`,
});
const chunks = [
  { id: 'main', files: ['main.00000001.js'], modules: [] },
  {
    id: 1,
    files: ['1.00000001.js', '1.00000001.js.map'],
    origins: [{ request: './bootstrap' }],
    modules: [consume('react')],
  },
  {
    id: 10,
    files: ['10.0000000a.js'],
    origins: [{ request: '../auth/loadAuthCard' }],
    modules: [consume('antd/es/form')],
  },
  { id: 20, files: ['20.00000014.js'], origins: [provided('react')], modules: [] },
  {
    id: 30,
    files: ['30.0000001e.js'],
    origins: [provided('antd/es/form')],
    modules: [consume('react')],
  },
  {
    id: 40,
    files: ['40.00000028.js'],
    origins: [provided('antd/es/select')],
    modules: [consume('antd/es/form')],
  },
];

describe('first-load lists', () => {
  it("follows what a start's chunks consume to the shell's provider chunks, transitively", () => {
    expect(firstLoadFiles(chunks, ['main'], ['./bootstrap'])).toEqual([
      '1.00000001.js',
      '20.00000014.js',
      'main.00000001.js',
    ]);
    expect(firstLoadFiles(chunks, ['main'], ['./bootstrap', '../auth/loadAuthCard'])).toEqual([
      '1.00000001.js',
      '10.0000000a.js',
      '20.00000014.js',
      '30.0000001e.js',
      'main.00000001.js',
    ]);
  });

  it('lists what each provided module loads, and the modules chunks consume', () => {
    expect(sharedModuleFiles(chunks)).toEqual({
      'antd/es/form': ['20.00000014.js', '30.0000001e.js'],
      'antd/es/select': ['20.00000014.js', '30.0000001e.js', '40.00000028.js'],
      react: ['20.00000014.js'],
    });
    expect(consumedShares(chunks.slice(0, 3))).toEqual(['antd/es/form', 'react']);
  });
});
