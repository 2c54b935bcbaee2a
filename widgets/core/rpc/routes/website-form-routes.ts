// Routes of the website forms (spec §7.1): the logged-in visitor's own values for
// a form's `data-fill-with` fields, read as Odoo 17's form widget reads them
// (website's s_website_form/000.js: orm.read, i.e. web's call_kw route,
// auth='user'). The forms themselves post multipart to /website/form/<model>,
// a type='http' route outside this map.
import * as v from "valibot";
import { int, positiveInt } from "@/core/rpc/routes/int-schema";

/** The user fields Odoo's form widget fills from (its _getUserPreFillFields). */
export const VISITOR_PREFILL_FIELDS = ["name", "phone", "email", "commercial_company_name"] as const;

/** A char field as `read` gives it: false when empty. */
const charValue = v.optional(v.union([v.string(), v.literal(false)]));

export const websiteFormRoutes = {
  "/web/dataset/call_kw/res.users/read": {
    /** The visitor's own user only (its id from the page's session info); Odoo's access rules decide. */
    params: v.strictObject({
      model: v.literal("res.users"),
      method: v.literal("read"),
      args: v.tuple([
        v.tuple([positiveInt()]),
        v.pipe(v.array(v.picklist(VISITOR_PREFILL_FIELDS)), v.minLength(1)),
      ]),
      kwargs: v.strictObject({}),
    }),
    result: v.array(
      v.object({
        id: int(),
        name: charValue,
        phone: charValue,
        email: charValue,
        commercial_company_name: charValue,
      }),
    ),
  },
} as const;
