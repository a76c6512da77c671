import fs from 'node:fs';
import path from 'node:path';
import { BACKEND_NODE_FLAGS } from '../../backend/scripts/node-flags.mjs';
import { repoRoot } from './parts.mjs';
import { readLayout } from './production-layout/read-dockerfile.mjs';

// `npm start` and the benchmarks take the flags from backend/scripts/node-flags.mjs; the image's
// CMD and the backend's own start script cannot import it, so they are held to it here.
describe("the backend's node flags, declared once", () => {
  it('are a list of flags', () => {
    expect(BACKEND_NODE_FLAGS.length).toBeGreaterThan(0);
    for (const flag of BACKEND_NODE_FLAGS) expect(flag).toMatch(/^--[a-z-]+(=\S+)?$/);
  });

  it("are the image's CMD", () => {
    const { command } = readLayout(path.join(repoRoot, 'Dockerfile'));
    expect(command).toEqual(['node', ...BACKEND_NODE_FLAGS, 'backend/dist/main.js']);
  });

  it("are the backend package's start script", () => {
    const { scripts } = JSON.parse(
      fs.readFileSync(path.join(repoRoot, 'backend/package.json'), 'utf8'),
    );
    expect(scripts.start).toBe(['node', ...BACKEND_NODE_FLAGS, 'dist/main.js'].join(' '));
  });
});
