// What the bench asks Odoo's back office (as admin, by RPC): a reference shop
// product, the 2,000 benchmark dishes on or off, fresh portal customers.
import { createBrusselsPortalUser, portalUserRefs, uniqueStamp } from "../harness/brussels-portal-user";
import { callKw } from "../harness/call-kw";
import type { OdooSession } from "../harness/odoo-session";

/** A sellable shop product for the reference route (not a meal-box product). */
export async function shopProductId(admin: OdooSession): Promise<number> {
  const [product] = await callKw<{ id: number }[]>(
    admin,
    "product.product",
    "search_read",
    [
      [
        ["sale_ok", "=", true],
        ["website_published", "=", true],
        ["is_mealbox_dish", "=", false],
        ["is_mealbox_extra", "=", false],
        ["detailed_type", "=", "consu"],
      ],
      ["id"],
    ],
    { limit: 1 },
  );
  if (!product) throw new Error("no shop product in the demo data");
  return product.id;
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
  const [action] = await callKw<{ res_id: number }[]>(admin, "ir.model.data", "search_read", [
    [
      ["module", "=", "website_sale_mealbox"],
      ["name", "=", "action_generate_benchmark_dishes"],
    ],
    ["res_id"],
  ]);
  if (!action) throw new Error("the benchmark server action is missing");
  await admin.jsonRpc("/web/action/run", { action_id: action.res_id, context: {} });
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
