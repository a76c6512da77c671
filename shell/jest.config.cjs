const domProject = require('../tooling/jest/dom-project.cjs');

const base = domProject(__dirname, 'shell');
module.exports = {
  ...base,
  setupFiles: [...base.setupFiles, '<rootDir>/src/testing/inlineComputedStyle.ts'],
};
