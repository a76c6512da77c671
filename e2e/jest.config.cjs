// Browser journeys across the whole site, against the built site as `npm start` serves it.
module.exports = {
  ...require('../tooling/jest/base.cjs')(__dirname),
  displayName: 'e2e',
  testEnvironment: 'node',
  testMatch: ['**/tests/**/*.e2e.ts'],
  // A server start (initdb) plus a browser can take a while on two cores.
  testTimeout: 60_000,
  slowTestThreshold: 20,
};
