// Settings every Jest project of ours shares: the SWC transform and the
// ESM-only packages that must be transformed too: d3 and its parts (the charts),
// with internmap, delaunator and robust-predicates they import.
const ESM_PACKAGES = ["d3", "d3-[a-z-]+", "internmap", "delaunator", "robust-predicates"];

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
  transformIgnorePatterns: ESM_PACKAGES.length
    ? [`/node_modules/(?!(${ESM_PACKAGES.join("|")})/)`]
    : ["/node_modules/"],
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/widgets/$1",
    "\\.css$": "<rootDir>/test/jest/style-stub.cjs",
  },
  moduleFileExtensions: ["ts", "tsx", "js", "mjs", "cjs", "json"],
  // Jest switches to a failures-only reporter under some agent environments.
  reporters: ["default"],
};
