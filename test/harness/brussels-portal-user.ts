// A new portal user with a Brussels billing address (so checkout needs no
// address step), as the payment tests and the bench create their customers.
import { callKw } from "./call-kw";
import type { OdooSession } from "./odoo-session";

/** What every new portal user needs from the database: the portal group and Belgium. */
export type PortalUserRefs = { portalGroupId: number; belgiumId: number };

export async function portalUserRefs(admin: OdooSession): Promise<PortalUserRefs> {
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
  return { portalGroupId: portalGroup.res_id, belgiumId: belgium.id };
}

/** A suffix that makes a login unique to this run. */
export function uniqueStamp(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export async function createBrusselsPortalUser(
  admin: OdooSession,
  refs: PortalUserRefs,
  user: { name: string; login: string; password: string },
): Promise<{ userId: number; partnerId: number }> {
  const userId = await callKw<number>(admin, "res.users", "create", [
    {
      name: user.name,
      login: user.login,
      email: user.login,
      password: user.password,
      groups_id: [[6, 0, [refs.portalGroupId]]],
    },
  ]);
  const [created] = await callKw<{ partner_id: [number, string] }[]>(admin, "res.users", "read", [
    [userId],
    ["partner_id"],
  ]);
  const partnerId = created!.partner_id[0];
  await callKw(admin, "res.partner", "write", [
    [partnerId],
    {
      street: "Rue Neuve 1",
      zip: "1000",
      city: "Bruxelles",
      country_id: refs.belgiumId,
      phone: "+32 2 123 45 67",
    },
  ]);
  return { userId, partnerId };
}
