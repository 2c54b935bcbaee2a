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

test("a feature importing another feature fails lint, by alias or relative path", () => {
  const messages = lint(
    "widgets/payment/components/probe.ts",
    [
      'import { useMoney } from "@/core/format/use-money";',
      'import { PaymentForm } from "./payment-form";',
      'import { MealboxDelivery } from "@/mealbox-delivery/components/mealbox-delivery";',
      'import { ZipCheck } from "../../zip-check/components/zip-check";',
      "export { useMoney, PaymentForm, MealboxDelivery, ZipCheck };",
    ].join("\n"),
  );
  expect(messages).toEqual([
    expect.stringContaining("Feature 'payment' must not import feature 'mealbox-delivery'"),
    expect.stringContaining("Feature 'payment' must not import feature 'zip-check'"),
  ]);
});

test("core importing a feature or an entry fails lint", () => {
  const messages = lint(
    "widgets/core/ui/probe.ts",
    [
      'import { rpc } from "@/core/rpc/rpc-client";',
      'import { PaymentForm } from "../../payment/components/payment-form";',
      'const entry = () => import("@/entries/website");',
      "export { rpc, PaymentForm, entry };",
    ].join("\n"),
  );
  expect(messages).toEqual([
    expect.stringContaining("widgets/core must not import 'payment'"),
    expect.stringContaining("widgets/core must not import 'entries'"),
  ]);
});
