// The build, start, release and size scripts' logic (tooling/scripts/**/*.spec.mjs), in Node.
module.exports = {
  ...require('./jest/base.cjs')(__dirname),
  displayName: 'tooling',
  testEnvironment: 'node',
  roots: ['<rootDir>/scripts'],
  testMatch: ['**/*.spec.mjs'],
};
