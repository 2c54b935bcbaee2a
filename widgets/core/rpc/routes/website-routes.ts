// Odoo 17's own website routes the site's widgets call, typed as Odoo answers them.
import * as v from "valibot";
import { positiveInt } from "@/core/rpc/routes/int-schema";
import { modelName } from "@/core/rpc/routes/model-name";

export const websiteRoutes = {
  "/website/publish": {
    /**
     * website's /website/publish (auth user): toggles the record's
     * `website_published`; answers the new value (false for a model without it).
     */
    params: v.strictObject({
      id: positiveInt(),
      object: modelName,
    }),
    result: v.boolean(),
  },
} as const;
