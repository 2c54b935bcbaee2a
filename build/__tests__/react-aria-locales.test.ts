/** @jest-environment node */
// react-aria's strings ship for the site's languages only (build/react-aria-locales.mjs).
import path from "node:path";
import * as esbuild from "esbuild";
import { REACT_ARIA_LANGUAGES } from "../build-options.mjs";
import { reactAriaLocales } from "../react-aria-locales.mjs";

const root = path.resolve(__dirname, "../..");
// The toast's dictionary: one import per language, as every react-aria component's.
const TOAST_STRINGS = path.join(root, "node_modules/react-aria/dist/private/toast/intlStrings.mjs");

async function bundle(plugins: esbuild.Plugin[]): Promise<string> {
  const result = await esbuild.build({
    entryPoints: [TOAST_STRINGS],
    bundle: true,
    write: false,
    format: "esm",
    logLevel: "silent",
    plugins,
  });
  return result.outputFiles[0]!.text;
}

/** The toast's "close" in each locale, as react-aria picks it from the bundled dictionary. */
async function closeIn(locales: string[]): Promise<string[]> {
  const result = await esbuild.build({
    stdin: {
      contents: [
        `import strings from ${JSON.stringify(TOAST_STRINGS)};`,
        `import { LocalizedStringDictionary } from "@internationalized/string";`,
        `const dictionary = new LocalizedStringDictionary(strings);`,
        `module.exports = ${JSON.stringify(locales)}.map((l) => dictionary.getStringForLocale("close", l));`,
      ].join("\n"),
      resolveDir: root,
    },
    bundle: true,
    write: false,
    format: "cjs",
    platform: "node",
    logLevel: "silent",
    plugins: [reactAriaLocales(REACT_ARIA_LANGUAGES)],
  });
  const module = { exports: [] as string[] };
  new Function("module", result.outputFiles[0]!.text)(module);
  return module.exports;
}

describe("react-aria's strings", () => {
  it("should keep English, French and Dutch, the languages our widgets are translated into", () => {
    expect(REACT_ARIA_LANGUAGES).toEqual(["en", "fr", "nl"]);
  });

  it("should bundle the toast's strings in en-US, fr-FR and nl-NL only", async () => {
    const all = await bundle([]);
    const ours = await bundle([reactAriaLocales(REACT_ARIA_LANGUAGES)]);
    // Without the plugin German is there: the check below can fail.
    expect(all).toMatch(/intl\/toast\/de-DE\.mjs/);
    for (const kept of ["en-US", "fr-FR", "nl-NL"]) expect(ours).toContain(`intl/toast/${kept}.mjs`);
    for (const dropped of ["de-DE", "ja-JP", "ar-AE"])
      expect(ours).not.toContain(`intl/toast/${dropped}.mjs`);
    expect(ours.length).toBeLessThan(all.length / 3);
  });

  it("should give fr_BE and nl_BE pages French and Dutch, and a language dropped English", async () => {
    expect(await closeIn(["en-US", "fr-BE", "nl-BE", "de-DE"])).toEqual([
      "Close",
      "Fermer",
      "Sluiten",
      "Close",
    ]);
  });
});
