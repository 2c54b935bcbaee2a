// react-aria's strings for the languages the site speaks only, decided by
// @react-aria/optimize-locales-plugin. Its own esbuild adapter (unplugin 2)
// resolves a dropped language into a namespace it then cannot load, so its
// decision (raw hooks) is used in an esbuild plugin of ours: a dropped
// language's import resolves to the plugin's empty module, a file on disk.
import optimizeLocales from "@react-aria/optimize-locales-plugin";

/**
 * @param {string[]} locales languages (or locales) to keep, e.g. ["en", "fr", "nl"]
 * @returns {import("esbuild").Plugin}
 */
export function reactAriaLocales(locales) {
  const { resolveId } = optimizeLocales.raw({ locales }, { framework: "esbuild" });
  return {
    name: "react-aria-locales",
    setup(build) {
      build.onResolve({ filter: resolveId.filter.id }, (args) => {
        const empty = resolveId.handler(args.path, args.importer, {});
        return typeof empty === "string" ? { path: empty } : undefined;
      });
    },
  };
}
