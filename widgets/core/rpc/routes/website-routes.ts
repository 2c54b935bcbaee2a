// Odoo 17's own website routes the site's widgets call, typed as Odoo answers them.
import * as z from "zod/mini";

export const websiteRoutes = {
  "/website/publish": {
    /**
     * website's /website/publish (auth user): toggles the record's
     * `website_published`; answers the new value (false for a model without it).
     */
    params: z.strictObject({
      id: z.int().check(z.positive()),
      object: z.string().check(z.regex(/^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$/, "not a model name")),
    }),
    result: z.boolean(),
  },
} as const;
