// Unit and component tests: widgets/**/__tests__ (and the pure parts of build/ and
// the benchmark), in jsdom with Node's fetch.
const shared = require("./shared-config.cjs");

module.exports = {
  ...shared,
  displayName: "unit",
  testEnvironment: "<rootDir>/test/jest/jsdom-with-fetch.cjs",
  testMatch: [
    "<rootDir>/widgets/**/__tests__/**/*.test.ts?(x)",
    "<rootDir>/build/__tests__/**/*.test.ts",
    "<rootDir>/test/bench/__tests__/**/*.test.ts",
  ],
  setupFilesAfterEnv: ["<rootDir>/test/jest/setup-dom.ts", "<rootDir>/test/jest/fail-on-act-warnings.ts"],
  // A component test that swaps in react-aria's controls at the first click
  // loads their chunks then: a few seconds on a loaded 2-core machine, more
  // than Jest's default 5 s. A hang still fails, in 15 s.
  testTimeout: 15_000,
};
