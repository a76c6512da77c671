import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { devPlan, partsForBackend } from './dev-plan.mjs';
import { addDevRemotes, removeDevRemotes } from './dev-remotes-file.mjs';

const remotes = ['mf-directory', 'mf-photos'];

describe('devPlan', () => {
  it('serves every section with no name given', () => {
    expect(devPlan([], remotes)).toEqual({ everything: true, sections: remotes, unknown: [] });
  });

  it('serves only the sections named, and names the unknown ones', () => {
    expect(devPlan(['mf-photos'], remotes)).toEqual({
      everything: false,
      sections: ['mf-photos'],
      unknown: [],
    });
    expect(devPlan(['mf-photos', 'shell'], remotes).unknown).toEqual(['shell']);
  });
});

describe('partsForBackend', () => {
  it('builds the shell too only when one section is mounted in the built shell', () => {
    expect(partsForBackend(true)).toEqual(['contracts', 'backend']);
    expect(partsForBackend(false)).toEqual(['contracts', 'backend', 'shell']);
  });
});

describe('the dev remotes file', () => {
  let dataDir;
  const file = () => path.join(dataDir, 'dev-remotes.json');
  const read = () => JSON.parse(fs.readFileSync(file(), 'utf8'));

  beforeEach(() => {
    dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dev-remotes-')), 'data');
  });
  afterEach(() => fs.rmSync(path.dirname(dataDir), { recursive: true, force: true }));

  it('adds to what another dev run wrote, making the folder if needed', () => {
    addDevRemotes(dataDir, { 'mf-photos': 'http://127.0.0.1:3105/mf-manifest.json' });
    addDevRemotes(dataDir, { 'mf-event': 'http://127.0.0.1:3104/mf-manifest.json' });
    expect(read()).toEqual({
      'mf-photos': 'http://127.0.0.1:3105/mf-manifest.json',
      'mf-event': 'http://127.0.0.1:3104/mf-manifest.json',
    });
  });

  it("removes only this run's sections, and the file once it is empty", () => {
    addDevRemotes(dataDir, { 'mf-photos': 'a', 'mf-event': 'b' });
    removeDevRemotes(dataDir, ['mf-photos']);
    expect(read()).toEqual({ 'mf-event': 'b' });
    removeDevRemotes(dataDir, ['mf-event']);
    expect(fs.existsSync(file())).toBe(false);
  });

  it('starts afresh from a file it cannot read', () => {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file(), '{ half');
    addDevRemotes(dataDir, { 'mf-photos': 'a' });
    expect(read()).toEqual({ 'mf-photos': 'a' });
  });
});
