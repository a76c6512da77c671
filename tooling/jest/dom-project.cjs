// Jest settings for a front-end workspace (shell, web-kit, sections): the shared swc
// transform and workspace mappings of base.cjs, in jsdom with the browser stubs antd needs.
const path = require('node:path');
const jestBase = require('./base.cjs');

/**
 * @param {string} dir the workspace folder
 * @param {string} displayName the workspace folder name, the project name for --selectProjects
 * @param {{ inlineComputedStyle?: boolean }} [options] see inline-computed-style.cjs
 */
module.exports = function domProject(dir, displayName, options = {}) {
  const base = jestBase(dir);
  return {
    ...base,
    moduleNameMapper: {
      ...base.moduleNameMapper,
      '^@reunion/web-kit/testing$': path.join(__dirname, '../../web-kit/src/testing/index.ts'),
      // A component's own module, as the build names it (antd-components.mjs; the shell
      // evaluates some ahead of a screen): the CommonJS build the tests take antd from.
      '^antd/es/(.*)$': 'antd/lib/$1',
      // Images are files to the bundler; a test only needs a URL.
      '\\.(png|jpe?g|gif|webp|avif|svg|ico)$': path.join(__dirname, 'file-stub.cjs'),
    },
    // jsdom would resolve packages with the `browser` condition, where several ship ESM only
    // (nanoid, @ant-design/colors…); the node builds are CommonJS and behave the same here.
    testEnvironmentOptions: { customExportConditions: ['node', 'require', 'default'] },
    // @ant-design/icons' CommonJS build requires '@ant-design/colors/es/generate' (ESM).
    transformIgnorePatterns: [
      '/node_modules/(?!(@nestjs|file-type|strtok3|token-types|uint8array-extras|@tokenizer|@ant-design/colors)/)',
    ],
    displayName,
    testEnvironment: 'jsdom',
    // antd forms typed into character by character in jsdom take seconds on a 2-core machine.
    // Applies when this project runs alone; the root jest.config.cjs sets it for `npm test`.
    testTimeout: 30_000,
    setupFiles: [
      path.join(__dirname, 'setup-dom.cjs'),
      ...(options.inlineComputedStyle ? [path.join(__dirname, 'inline-computed-style.cjs')] : []),
    ],
    setupFilesAfterEnv: [path.join(__dirname, 'fresh-storage.cjs')],
  };
};
