import fs from 'node:fs';
import path from 'node:path';
import { BACKEND_ENV, BACKEND_NODE_FLAGS } from '../../backend/scripts/node-flags.mjs';
import { repoRoot } from './parts.mjs';
import { readLayout } from './production-layout/read-dockerfile.mjs';

// `npm start` and the benchmarks take the flags and environment from backend/scripts/node-flags.mjs;
// the image and the backend's own start script cannot import it, so they are held to it here.
describe("the backend's node flags and environment, declared once", () => {
  it('are a list of flags', () => {
    expect(BACKEND_NODE_FLAGS.length).toBeGreaterThan(0);
    for (const flag of BACKEND_NODE_FLAGS) expect(flag).toMatch(/^--[a-z-]+(=\S+)?$/);
  });

  it("are the image's CMD and ENV", () => {
    const { command, env } = readLayout(path.join(repoRoot, 'Dockerfile'));
    expect(command).toEqual(['node', ...BACKEND_NODE_FLAGS, 'backend/dist/main.js']);
    expect(env).toMatchObject(BACKEND_ENV);
  });

  it("are the backend package's start script", () => {
    const { scripts } = JSON.parse(
      fs.readFileSync(path.join(repoRoot, 'backend/package.json'), 'utf8'),
    );
    // Each variable as a default an operator's own value overrides.
    const defaults = Object.entries(BACKEND_ENV).map(
      ([name, value]) => `${name}=\${${name}:-${value}}`,
    );
    expect(scripts.start).toBe(
      [...defaults, 'node', ...BACKEND_NODE_FLAGS, 'dist/main.js'].join(' '),
    );
  });
});
