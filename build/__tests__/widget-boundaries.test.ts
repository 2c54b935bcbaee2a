// The boundary rule run as CI runs it (eslint with the project's config), on
// sources given on stdin as if they sat in the named file.
import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(__dirname, "../..");

function lint(filename: string, source: string) {
  const run = spawnSync(
    process.execPath,
    [
      path.join(root, "node_modules/eslint/bin/eslint.js"),
      "--stdin",
      "--stdin-filename",
      filename,
      "-f",
      "json",
    ],
    { cwd: root, input: source, encoding: "utf8" },
  );
  const [report] = JSON.parse(run.stdout) as { messages: { ruleId: string | null; message: string }[] }[];
  return (report?.messages ?? [])
    .filter((m) => m.ruleId === "weekbox/widget-boundaries")
    .map((m) => m.message);
}

test("a feature importing another domain's feature fails lint, by alias or relative path", () => {
  const messages = lint(
    "widgets/payment/checkout/components/probe.ts",
    [
      'import { useMoney } from "@/core/format/use-money";',
      'import { Dialog } from "@/ui/dialog";',
      'import { checkoutStore } from "@/sale/checkout-store";',
      'import { PaymentForm } from "./payment-form";',
      'import { MealboxDelivery } from "@/mealbox/delivery/components/mealbox-delivery";',
      'import { ZipCheck } from "../../../mealbox/zip-check/components/zip-check";',
      "export { useMoney, Dialog, checkoutStore, PaymentForm, MealboxDelivery, ZipCheck };",
    ].join("\n"),
  );
  expect(messages).toEqual([
    expect.stringContaining("'payment/checkout' must not import 'mealbox/delivery' (another domain)"),
    expect.stringContaining("'payment/checkout' must not import 'mealbox/zip-check' (another domain)"),
  ]);
  expect(messages[0]).toContain("widgets/<domain>/shared/");
});

test("a feature importing another feature of its domain fails lint; the domain's shared part does not", () => {
  const messages = lint(
    "widgets/shop/cart/components/probe.ts",
    [
      'import { useShopCart } from "@/shop/shared/shop-cart-store";',
      'import { MiniCart } from "@/shop/cart-link/components/mini-cart-popover";',
      "export { useShopCart, MiniCart };",
    ].join("\n"),
  );
  expect(messages).toEqual([
    expect.stringContaining("'shop/cart' must not import 'shop/cart-link' (another feature)"),
  ]);
});

test("a layer importing a higher layer, a domain or an entry fails lint", () => {
  const messages = lint(
    "widgets/ui/probe.ts",
    [
      'import { rpc } from "@/core/rpc/rpc-client";',
      'import { checkoutStore } from "../sale/checkout-store";',
      'import { PaymentForm } from "../payment/checkout/components/payment-form";',
      'const entry = () => import("@/entries/website");',
      "export { rpc, checkoutStore, PaymentForm, entry };",
    ].join("\n"),
  );
  expect(messages).toEqual([
    expect.stringContaining("widgets/ui must not import widgets/sale (imports go core → ui → sale)"),
    expect.stringContaining("widgets/ui must not import 'payment/checkout' (a domain)"),
    expect.stringContaining("'ui' must not import the entry 'entries'"),
  ]);
});
