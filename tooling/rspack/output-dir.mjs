// Where an app's web build is written. By default its workspace's dist/, which `npm start` and
// the backend serve as the section's own build. `npm run release` builds a section into a folder
// of its own instead (BUILD_OUT_DIR), so that a release never overwrites the default build a
// rollback returns to (same sources give the same chunk names, and dist/ would hold the release).
import path from 'node:path';

/** The folder BUILD_OUT_DIR names (absolute), else `<dir>/dist`. */
export function outputDir(dir) {
  const override = process.env.BUILD_OUT_DIR;
  if (override && !path.isAbsolute(override))
    throw new Error(`BUILD_OUT_DIR must be an absolute path (got ${override})`);
  return override || path.join(dir, 'dist');
}
