// Integration and browser tests: they need a real Odoo 17, acquired once per run
// by the harness (ODOO_URL, a Docker engine, or ODOO_SRC for the native runner),
// and are skipped with a printed reason when none is available.
const shared = require("./shared-config.cjs");

module.exports = {
  ...shared,
  displayName: "odoo",
  testEnvironment: "node",
  testMatch: [
    "<rootDir>/test/integration/**/*.test.ts",
    "<rootDir>/test/hardening/**/*.test.ts",
    "<rootDir>/test/e2e/**/*.test.ts",
  ],
  globalSetup: "<rootDir>/test/harness/global-setup.ts",
  globalTeardown: "<rootDir>/test/harness/global-teardown.ts",
  testTimeout: 120_000,
  // One Odoo, one database: suites run one after the other.
  maxWorkers: 1,
};
