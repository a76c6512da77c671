module.exports = require('../tooling/jest/dom-project.cjs')(__dirname, 'shell', {
  inlineComputedStyle: true,
});
