import * as z from "zod/mini";

/** An Odoo model's technical name ("sale.order"), as routes and props carry it. */
export const modelName = z.string().check(z.regex(/^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$/, "not a model name"));
