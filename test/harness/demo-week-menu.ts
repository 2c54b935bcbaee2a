// The demo data's first weekly menu ("Classics week", the week the database
// was made) as the menu the meal box shows, whatever the week: once the demo's
// next menu ("Seaside week") has started it would be the current one for good,
// with other dishes than the suites choose. As admin; `restore()` gives the
// menus it archived back.
import { callKw } from "./call-kw";
import type { OdooSession } from "./odoo-session";

export type ShownMenu = { restore: () => Promise<void> };

/** Archives the active weekly menus that started after the demo's first one, until `restore()`. */
export async function showDemoFirstWeekMenu(admin: OdooSession): Promise<ShownMenu> {
  const [xmlid] = await callKw<{ res_id: number }[]>(
    admin,
    "ir.model.data",
    "search_read",
    [
      [
        ["module", "=", "website_sale_mealbox"],
        ["name", "=", "week_menu_current"],
      ],
    ],
    { fields: ["res_id"], limit: 1 },
  );
  if (!xmlid)
    throw new Error("the demo data's weekly menu website_sale_mealbox.week_menu_current is missing");
  const [first] = await callKw<{ date_start: string }[]>(admin, "mealbox.week.menu", "read", [
    [xmlid.res_id],
    ["date_start"],
  ]);
  const later = await callKw<number[]>(admin, "mealbox.week.menu", "search", [
    [["date_start", ">", first!.date_start]],
  ]);
  if (later.length) await callKw(admin, "mealbox.week.menu", "action_archive", [later]);
  return {
    restore: async () => {
      if (later.length) await callKw(admin, "mealbox.week.menu", "action_unarchive", [later]);
    },
  };
}
