// What the bench asks Odoo's back office (as admin, by RPC): a reference shop
// product, the 2,000 benchmark dishes on or off, fresh portal customers.
import type { OdooSession } from "../harness/odoo-session";

export function callKw<T = unknown>(
  admin: OdooSession,
  model: string,
  method: string,
  args: unknown[],
  kwargs: Record<string, unknown> = {},
): Promise<T> {
  return admin.jsonRpc<T>("/web/dataset/call_kw", { model, method, args, kwargs });
}

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
  const [portalGroup] = await callKw<{ res_id: number }[]>(admin, "ir.model.data", "search_read", [
    [
      ["module", "=", "base"],
      ["name", "=", "group_portal"],
    ],
    ["res_id"],
  ]);
  const [belgium] = await callKw<{ id: number }[]>(admin, "res.country", "search_read", [
    [["code", "=", "BE"]],
    ["id"],
  ]);
  if (!portalGroup || !belgium) throw new Error("no portal group or no Belgium in this database");
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const customers: BenchCustomer[] = [];
  for (let i = 0; i < count; i++) {
    const login = `wbbench-${label}-${stamp}-${i}@example.com`;
    const password = `pw-${stamp}`;
    const userId = await callKw<number>(admin, "res.users", "create", [
      {
        name: `Bench ${label} ${i}`,
        login,
        email: login,
        password,
        groups_id: [[6, 0, [portalGroup.res_id]]],
      },
    ]);
    const [user] = await callKw<{ partner_id: [number, string] }[]>(admin, "res.users", "read", [
      [userId],
      ["partner_id"],
    ]);
    const partnerId = user!.partner_id[0];
    await callKw(admin, "res.partner", "write", [
      [partnerId],
      {
        street: "Rue Neuve 1",
        zip: "1000",
        city: "Bruxelles",
        country_id: belgium.id,
        phone: "+32 2 123 45 67",
      },
    ]);
    customers.push({ login, password, partnerId });
  }
  return customers;
}
