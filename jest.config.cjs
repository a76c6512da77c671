// Every workspace has its own jest config (its displayName is its project name);
// `npm test` runs them all, `--selectProjects` picks some.
module.exports = {
  // A global option: jest ignores it inside a project when several run together. antd forms
  // rendered in jsdom take seconds on a 2-core machine.
  testTimeout: 30_000,
  projects: [
    '<rootDir>/contracts',
    '<rootDir>/tooling',
    '<rootDir>/backend',
    '<rootDir>/web-kit',
    '<rootDir>/shell',
    '<rootDir>/mf-directory',
    '<rootDir>/mf-profile',
    '<rootDir>/mf-event',
    '<rootDir>/mf-photos',
    '<rootDir>/mf-insights',
    '<rootDir>/e2e',
  ],
};
