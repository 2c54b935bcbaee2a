// What the bench asks Odoo's back office (as admin, by RPC): a reference shop
// product, the 2,000 benchmark dishes on or off, fresh portal customers.
// The dishes come from the bench-only module website_sale_mealbox_bench
// (test/bench/addons, never in a release): the runner installs it when the bench
// starts Odoo (WEEKBOX_EXTRA_ADDONS_DIR), else it is installed here when that
// Odoo's addons path has it.
import { createBrusselsPortalUser, portalUserRefs, uniqueStamp } from "../harness/brussels-portal-user";
import { callKw } from "../harness/call-kw";
import type { OdooSession } from "../harness/odoo-session";
import { ensureShopProduct } from "../harness/shop-product";

/** The ordinary /shop product `/shop/cart/update_json` is measured with (the suites' own). */
export function shopProductId(admin: OdooSession): Promise<number> {
  return ensureShopProduct(admin);
}

/** Turns the 2,000 benchmark dishes on (created once, then unarchived) or off (archived). */
export async function benchmarkDishes(admin: OdooSession, on: boolean): Promise<void> {
  const ids = await callKw<number[]>(
    admin,
    "product.template",
    "search",
    [[["default_code", "=like", "BENCH-%"]]],
    {
      context: { active_test: false },
    },
  );
  if (!on) {
    if (ids.length) await callKw(admin, "product.template", "action_archive", [ids]);
    return;
  }
  if (ids.length) await callKw(admin, "product.template", "action_unarchive", [ids]);
  await ensureBenchModule(admin);
  const [action] = await callKw<{ res_id: number }[]>(admin, "ir.model.data", "search_read", [
    [
      ["module", "=", BENCH_MODULE],
      ["name", "=", "action_generate_benchmark_dishes"],
    ],
    ["res_id"],
  ]);
  if (!action) throw new Error(`the benchmark server action of ${BENCH_MODULE} is missing`);
  await admin.jsonRpc("/web/action/run", { action_id: action.res_id, context: {} });
}

const BENCH_MODULE = "website_sale_mealbox_bench";

/** Installs a bench-only module when the Odoo knows it but it is not installed yet. */
export async function ensureBenchModule(admin: OdooSession, name: string = BENCH_MODULE): Promise<void> {
  const find = () =>
    callKw<{ id: number; state: string }[]>(admin, "ir.module.module", "search_read", [
      [["name", "=", name]],
      ["state"],
    ]);
  let [module] = await find();
  if (!module) {
    await callKw(admin, "ir.module.module", "update_list", []);
    [module] = await find();
  }
  if (module?.state === "installed") return;
  if (!module || module.state !== "uninstalled") {
    throw new Error(
      `${name} is ${module ? module.state : "not in this Odoo's addons path"}: ` +
        "let the bench start its Odoo (no ODOO_URL), or start it with WEEKBOX_EXTRA_ADDONS_DIR=test/bench/addons",
    );
  }
  console.log(`[bench] installing ${name}`);
  await callKw(admin, "ir.module.module", "button_immediate_install", [[module.id]]);
}

export type BenchCustomer = { login: string; password: string; partnerId: number };

/**
 * Portal customers with a Brussels address, new for this run: a customer's
 * draft cart lives on between sessions, so a fresh one starts with an empty box.
 */
export async function createCustomers(
  admin: OdooSession,
  label: string,
  count: number,
): Promise<BenchCustomer[]> {
  const refs = await portalUserRefs(admin);
  const stamp = uniqueStamp();
  const customers: BenchCustomer[] = [];
  for (let i = 0; i < count; i++) {
    const login = `wbbench-${label}-${stamp}-${i}@example.com`;
    const password = `pw-${stamp}`;
    const { partnerId } = await createBrusselsPortalUser(admin, refs, {
      name: `Bench ${label} ${i}`,
      login,
      password,
    });
    customers.push({ login, password, partnerId });
  }
  return customers;
}
