// Fails the build of an app that imports an antd component the shell does not provide
// (antdNotProvided in antd-components.mjs says which, and why).
module.exports = function notProvided() {
  throw new Error(
    `${this.resourcePath} is not provided by the shell (antdNotProvided in tooling/rspack/antd-components.mjs): ` +
      'a section would bundle a second antd with it. Provide it there, or do without it.',
  );
};
