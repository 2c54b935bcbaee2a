// A portal customer created for one suite and removed after it: the suite's
// carts, addresses and orders never touch the demo users other suites share.
import { callKw as adminCall } from "./call-kw";
import { loginAs, type OdooSession } from "./odoo-session";

export type ThrowawayCustomer = {
  login: string;
  password: string;
  userId: number;
  partnerId: number;
  /** A session logged in as the customer. */
  session: OdooSession;
  /** Cancels and deletes the customer's orders, archives the user and their addresses. */
  remove(): Promise<void>;
};

// The hardening suites import it from here under this name.
export { adminCall };

/** A complete Belgian billing address, as the delivery step requires before paying. */
export async function belgianAddress(admin: OdooSession): Promise<Record<string, unknown>> {
  const [belgium] = await adminCall<number[]>(admin, "res.country", "search", [[["code", "=", "BE"]]]);
  return {
    street: "Rue Neuve 1",
    zip: "1000",
    city: "Bruxelles",
    country_id: belgium,
    phone: "+32 470 00 00 00",
  };
}

export async function createThrowawayCustomer(
  admin: OdooSession,
  name: string,
  partner: Record<string, unknown> = {},
): Promise<ThrowawayCustomer> {
  const [portal] = await adminCall<{ res_id: number }[]>(
    admin,
    "ir.model.data",
    "search_read",
    [
      [
        ["module", "=", "base"],
        ["name", "=", "group_portal"],
      ],
    ],
    { fields: ["res_id"] },
  );
  if (!portal) throw new Error("no base.group_portal");
  const login = `hardening-${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${Date.now()}@example.com`;
  const password = `pw-${Date.now()}`;
  const userId = await adminCall<number>(admin, "res.users", "create", [
    { name, login, password, email: login, groups_id: [[6, 0, [portal.res_id]]] },
  ]);
  const [user] = await adminCall<{ partner_id: [number, string] }[]>(admin, "res.users", "read", [
    [userId],
    ["partner_id"],
  ]);
  const partnerId = user?.partner_id[0] ?? 0;
  if (Object.keys(partner).length) await adminCall(admin, "res.partner", "write", [[partnerId], partner]);
  const session = await loginAs(login, password);

  async function remove(): Promise<void> {
    const orders = await adminCall<number[]>(admin, "sale.order", "search", [
      [["partner_id", "child_of", partnerId]],
    ]);
    if (orders.length) {
      // Without the context a quotation that was sent opens a cancel wizard instead.
      await adminCall(admin, "sale.order", "action_cancel", [orders], {
        context: { disable_cancel_warning: true },
      }).catch(() => undefined);
      await adminCall(admin, "sale.order", "unlink", [orders]).catch(() => undefined);
    }
    await adminCall(admin, "res.users", "write", [[userId], { active: false }]);
    const partners = await adminCall<number[]>(admin, "res.partner", "search", [
      [["id", "child_of", partnerId]],
    ]);
    await adminCall(admin, "res.partner", "write", [partners, { active: false }]);
  }

  return { login, password, userId, partnerId, session, remove };
}
