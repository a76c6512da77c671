// The build, start, release and size scripts' logic (tooling/scripts/**/*.spec.mjs) and the
// build's own helpers (tooling/rspack/*.spec.mjs), in Node.
module.exports = {
  ...require('./jest/base.cjs')(__dirname),
  displayName: 'tooling',
  testEnvironment: 'node',
  roots: ['<rootDir>/scripts', '<rootDir>/rspack'],
  testMatch: ['**/*.spec.mjs'],
};
