/**
 * @jest-environment node
 */
// The link is on every page: its chunk and what that chunk imports statically
// (its first load) must not bring the popover's positioning library, which
// comes with the popover's own chunk at the first hover, focus or press.
import path from "node:path";
import type { Metafile } from "esbuild";
import { buildSetup } from "../../../../build/build-options.mjs";
import { staticImportClosure } from "../../../../build/write-manifest.mjs";

const root = path.resolve(__dirname, "../../../..");
let metafile: Metafile;

beforeAll(async () => {
  const esbuild = await import("esbuild");
  const { options } = buildSetup({ root });
  const entryPoints = {
    "shop-cart-link-widget": "widgets/shop/cart-link/shop-cart-link-widget.ts",
  };
  const result = await esbuild.build({ ...options, entryPoints, write: false, logLevel: "silent" });
  metafile = result.metafile!;
}, 60_000);

function loadedWith(entryPoint: string): string[] {
  const found = Object.entries(metafile.outputs).find(
    ([file, out]) => file.endsWith(".js") && out.entryPoint === entryPoint,
  );
  if (!found) throw new Error(`nothing built from ${entryPoint}`);
  const files = [found[0], ...staticImportClosure(metafile, found[0])];
  return files.flatMap((file) =>
    Object.entries(metafile.outputs[file]?.inputs ?? {})
      .filter(([, input]) => input.bytesInOutput > 0)
      .map(([input]) => input),
  );
}

test("should keep @floating-ui out of the link's first load, in the popover's chunk", () => {
  const eager = loadedWith("widgets/shop/cart-link/shop-cart-link-widget.ts");
  expect(eager).toContain("widgets/shop/cart-link/hooks/use-mini-cart-control.ts");
  expect(eager.filter((input) => input.includes("node_modules/@floating-ui/"))).toEqual([]);

  const popover = loadedWith("widgets/shop/cart-link/components/mini-cart-popover.tsx");
  expect(popover.some((input) => input.includes("node_modules/@floating-ui/dom/"))).toBe(true);
});
