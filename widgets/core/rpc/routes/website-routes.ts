// Odoo 17's own website routes the site's widgets call, typed as Odoo answers them.
import * as z from "zod/mini";
import { modelName } from "@/core/rpc/routes/model-name";

export const websiteRoutes = {
  "/website/publish": {
    /**
     * website's /website/publish (auth user): toggles the record's
     * `website_published`; answers the new value (false for a model without it).
     */
    params: z.strictObject({
      id: z.int().check(z.positive()),
      object: modelName,
    }),
    result: z.boolean(),
  },
} as const;
