// Shared jest settings. Workspace configs spread this and add their displayName and roots.
const path = require('node:path');
const transform = require('./swc-transform.cjs');

/** @param {string} dir the workspace folder */
module.exports = function jestBase(dir) {
  return {
    rootDir: dir,
    transform,
    // ESM-only packages (NestJS 12, file-type…) are compiled to CommonJS too.
    transformIgnorePatterns: [
      '/node_modules/(?!(@nestjs|file-type|get-port|strtok3|token-types|uint8array-extras|@tokenizer)/)',
    ],
    moduleNameMapper: {
      // Sources import siblings with the `.js` extension NodeNext wants; jest resolves the .ts.
      '^(\\.{1,2}/.*)\\.js$': '$1',
      '^@reunion/contracts$': path.join(__dirname, '../../contracts/src/index.ts'),
      '^@reunion/contracts/testing$': path.join(__dirname, '../../contracts/src/testing/index.ts'),
      '^@reunion/contracts/route-table$': path.join(
        __dirname,
        '../../contracts/src/api/route-table.ts',
      ),
      '^@reunion/web-kit$': path.join(__dirname, '../../web-kit/src/index.ts'),
    },
    testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
  };
};
