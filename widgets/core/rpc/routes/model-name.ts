import * as v from "valibot";

/** An Odoo model's technical name ("sale.order"), as routes and props carry it. */
export const modelName = v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$/, "not a model name"));
