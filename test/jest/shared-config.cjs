// Settings every Jest project of ours shares: the SWC transform and the
// ESM-only packages (d3 and its parts, when a feature brings it back) that must be transformed too.
const ESM_PACKAGES = ["d3", "d3-.*", "internmap", "delaunator", "robust-predicates"];

module.exports = {
  rootDir: require("node:path").resolve(__dirname, "../.."),
  transform: {
    "^.+\\.(t|j|mj)sx?$": [
      "@swc/jest",
      {
        jsc: {
          parser: { syntax: "typescript", tsx: true },
          transform: { react: { runtime: "automatic" } },
          target: "es2022",
        },
        module: { type: "commonjs" },
      },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join("|")})/)`],
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/widgets/$1",
    "\\.css$": "<rootDir>/test/jest/style-stub.cjs",
  },
  moduleFileExtensions: ["ts", "tsx", "js", "mjs", "cjs", "json"],
  // Jest switches to a failures-only reporter under some agent environments.
  reporters: ["default"],
};
