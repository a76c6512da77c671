// Every workspace has its own jest config (its displayName is its project name);
// `npm test` runs them all, `--selectProjects` picks some.
module.exports = {
  projects: [
    '<rootDir>/contracts',
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
