module.exports = require('../tooling/jest/dom-project.cjs')(__dirname, 'mf-directory');
