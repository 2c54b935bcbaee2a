// Routes of the website forms (spec §7.1): the logged-in visitor's own values for
// a form's `data-fill-with` fields, read as Odoo 17's form widget reads them
// (website's s_website_form/000.js: orm.read, i.e. web's call_kw route,
// auth='user'). The forms themselves post multipart to /website/form/<model>,
// a type='http' route outside this map.
import * as z from "zod/mini";

/** The user fields Odoo's form widget fills from (its _getUserPreFillFields). */
export const VISITOR_PREFILL_FIELDS = ["name", "phone", "email", "commercial_company_name"] as const;

/** A char field as `read` gives it: false when empty. */
const charValue = z.optional(z.union([z.string(), z.literal(false)]));

export const websiteFormRoutes = {
  "/web/dataset/call_kw/res.users/read": {
    /** The visitor's own user only (its id from the page's session info); Odoo's access rules decide. */
    params: z.strictObject({
      model: z.literal("res.users"),
      method: z.literal("read"),
      args: z.tuple([
        z.tuple([z.int().check(z.positive())]),
        z.array(z.enum(VISITOR_PREFILL_FIELDS)).check(z.minLength(1)),
      ]),
      kwargs: z.strictObject({}),
    }),
    result: z.array(
      z.object({
        id: z.int(),
        name: charValue,
        phone: charValue,
        email: charValue,
        commercial_company_name: charValue,
      }),
    ),
  },
} as const;
