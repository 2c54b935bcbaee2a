// The scaffold's pieces (npm run new:widget): names it refuses, where it
// registers, and that what it writes follows the house rules.
import { readFileSync } from "node:fs";
import path from "node:path";
import { nameProblems, widgetFiles, withRegistration } from "../scaffold-widget.mjs";

const entry = readFileSync(path.resolve(__dirname, "../../widgets/entries/website.ts"), "utf8");

test("refuses targets that are not <domain>/<dashed lower-case name>, reserved, or taken", () => {
  expect(nameProblems("shop/gift-note", ["payment/checkout"])).toEqual([]);
  expect(nameProblems("gift-note", [])).toHaveLength(1);
  expect(nameProblems("shop/GiftNote", [])).toHaveLength(1);
  expect(nameProblems("shop/gift_note", [])).toHaveLength(1);
  expect(nameProblems("core/gift-note", [])).toHaveLength(1);
  expect(nameProblems("ui/gift-note", [])).toHaveLength(1);
  expect(nameProblems("shop/shared", [])).toHaveLength(1);
  expect(nameProblems("payment/checkout", ["payment/checkout"])).toHaveLength(1);
  expect(nameProblems("shop/payment-form", ["payment-form"])).toHaveLength(1);
});

test("registers the lazy loader before startWidgets, once, with its strategy", () => {
  const registered = withRegistration(entry, "shop", "gift-note", "visible");
  expect(registered).toContain(
    'widgetRegistry.register("gift-note", {\n  load: () => import("@/shop/gift-note/gift-note-widget"),\n  strategy: "visible",\n});',
  );
  expect(registered.indexOf('register("gift-note"')).toBeLessThan(registered.lastIndexOf("startWidgets();"));
  expect(withRegistration(registered, "shop", "gift-note", "visible")).toBe(registered);
  expect(() => withRegistration("// no start here", "shop", "gift-note")).toThrow(/startWidgets/);
});

test("writes a widget whose chunk carries its CSS and route schemas, with a test", () => {
  const files = widgetFiles("shop", "gift-note");
  expect(Object.keys(files).sort()).toEqual([
    "widgets/shop/gift-note/__tests__/gift-note.test.tsx",
    "widgets/shop/gift-note/components/gift-note.tsx",
    "widgets/shop/gift-note/gift-note-props.ts",
    "widgets/shop/gift-note/gift-note-widget.ts",
    "widgets/shop/gift-note/gift-note.css",
  ]);
  const widget = files["widgets/shop/gift-note/gift-note-widget.ts"];
  expect(widget).toContain('import "./gift-note.css";');
  expect(widget).toContain('import "@/core/rpc/calls-at-mount";');
  expect(widget).toContain("export default defineWidget(GiftNote, giftNoteProps);");
  // Only core and its own folder: the boundary rule holds from the first file.
  for (const content of Object.values(files)) {
    for (const [, specifier] of content.matchAll(/from "([^"]+)"/g)) {
      expect(specifier).toMatch(/^(@\/core\/|\.\.?\/|react|valibot|@testing-library)/);
    }
  }
});
