// Who follows a record in Odoo (its mail.followers), read as admin.
import { callKw } from "./call-kw";
import type { OdooSession } from "./odoo-session";

export async function followerPartnerIds(admin: OdooSession, model: string, id: number): Promise<number[]> {
  const rows = await callKw<{ partner_id: [number, string] }[]>(
    admin,
    "mail.followers",
    "search_read",
    [
      [
        ["res_model", "=", model],
        ["res_id", "=", id],
      ],
    ],
    { fields: ["partner_id"] },
  );
  return rows.map((row) => row.partner_id[0]);
}
