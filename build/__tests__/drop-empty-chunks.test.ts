/** @jest-environment node */
// The empty chunks esbuild makes for modules that compile to nothing: found in the
// metafile, and their imports blanked without moving the code after them.
import { blankImports, emptyChunks } from "../drop-empty-chunks.mjs";

const metafile = {
  inputs: {},
  outputs: {
    "dist/website-A.js": {
      bytes: 90,
      inputs: { "widgets/entries/website.ts": { bytesInOutput: 40 } },
      imports: [{ path: "dist/chunks/chunk-E.js", kind: "import-statement" }],
      exports: [],
      entryPoint: "widgets/entries/website.ts",
    },
    "dist/chunks/chunk-E.js": { bytes: 43, inputs: {}, imports: [], exports: [] },
    "dist/chunks/chunk-E.js.map": { bytes: 93, inputs: {}, imports: [], exports: [] },
    "dist/chunks/chunk-F.js": {
      bytes: 60,
      inputs: { "widgets/ui/button.tsx": { bytesInOutput: 20 } },
      imports: [],
      exports: ["a"],
    },
  },
};

test("an output without modules nor code is empty; a map, an entry, a chunk with code is not", () => {
  const code: Record<string, string> = {
    "dist/website-A.js": 'import"./chunks/chunk-E.js";\n//# sourceMappingURL=website-A.js.map\n',
    "dist/chunks/chunk-E.js": "//# sourceMappingURL=chunk-E.js.map\n",
    "dist/chunks/chunk-F.js": "var a=1;export{a};\n//# sourceMappingURL=chunk-F.js.map\n",
    // No module of its own, but code esbuild wrote to link chunks.
    "dist/chunks/chunk-G.js":
      'import{a as b}from"./chunk-F.js";export{b as a};\n//# sourceMappingURL=chunk-G.js.map\n',
  };
  const withLinkChunk = {
    ...metafile,
    outputs: {
      ...metafile.outputs,
      "dist/chunks/chunk-G.js": { bytes: 80, inputs: {}, imports: [], exports: ["a"] },
    },
  };
  expect(emptyChunks(withLinkChunk as never, (file) => code[file]!)).toEqual(["dist/chunks/chunk-E.js"]);
});

test("the import of an empty chunk becomes blanks of its length, from an entry and from a chunk", () => {
  const entry = 'import{a as b}from"./chunks/chunk-F.js";import"./chunks/chunk-E.js";b();';
  const blanked = blankImports(entry, ["chunk-E.js"]);
  expect(blanked).toHaveLength(entry.length);
  expect(blanked).toBe(
    `import{a as b}from"./chunks/chunk-F.js";${" ".repeat('import"./chunks/chunk-E.js";'.length)}b();`,
  );
  expect(blankImports('import"./chunk-E.js";x()', ["chunk-E.js"])).toBe(
    `${" ".repeat('import"./chunk-E.js";'.length)}x()`,
  );
  // Another chunk's import, and a name that only contains the empty one's, stay.
  expect(blankImports('import"./chunk-F.js";import"./xchunk-E.js";', ["chunk-E.js"])).toBe(
    'import"./chunk-F.js";import"./xchunk-E.js";',
  );
});
