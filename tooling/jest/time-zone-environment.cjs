// A test file that must prove its code ignores the process's time zone runs in another one:
//
//   /** @jest-environment @reunion/tooling/jest/time-zone-environment.cjs
//    *  @jest-environment-options {"timeZone": "Pacific/Auckland"} */
//
// Assigning process.env.TZ inside a test changes nothing: jest hands each file a copy of the
// environment variables, so Node never hears of it and Date keeps the worker's zone. The
// environment runs in the worker itself, where the assignment reaches Node, which resets the
// zone Date and Intl read.
const { TestEnvironment } = require('jest-environment-node');

module.exports = class TimeZoneEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.timeZone = config.projectConfig.testEnvironmentOptions.timeZone;
    if (typeof this.timeZone !== 'string')
      throw new Error(`${context.testPath}: say which zone in @jest-environment-options`);
  }

  async setup() {
    await super.setup();
    this.previousTimeZone = process.env.TZ;
    process.env.TZ = this.timeZone;
    // Else the file would pass in any zone, proving nothing.
    const inEffect = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (inEffect !== this.timeZone)
      throw new Error(`asked for ${this.timeZone}, the process runs in ${inEffect}`);
  }

  async teardown() {
    if (this.previousTimeZone === undefined) delete process.env.TZ;
    else process.env.TZ = this.previousTimeZone;
    await super.teardown();
  }
};
