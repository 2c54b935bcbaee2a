import * as z from "zod/mini";
import { modelName } from "@/core/rpc/routes/model-name";

/**
 * `data-props` of a record's thread (website_portal_thread:
 * website._prepare_weekbox_thread_props). Nothing here depends on the visitor:
 * the product page renders them inside its t-cache; what the visitor may do
 * comes from /mail/chatter_init.
 */
export const portalThreadProps = z.object({
  resModel: modelName,
  resId: z.int().check(z.positive()),
  /** The document's access token (a visitor reading it without logging in). */
  token: z.catch(z.nullable(z.string().check(z.minLength(1))), null),
  /** A partner's signed token, with `pid` the partner. */
  hash: z.catch(z.nullable(z.string().check(z.minLength(1))), null),
  pid: z.catch(z.nullable(z.int().check(z.positive())), null),
  pagerStep: z.catch(z.int().check(z.gte(1), z.lte(100)), 10),
  allowComposer: z.catch(z.boolean(), true),
  twoColumns: z.catch(z.boolean(), false),
  displayRating: z.catch(z.boolean(), false),
  /** The rating the composer's stars start at (spec §3.1 rating_default_value; Odoo 17's composer: 4). */
  defaultRating: z.catch(z.literal([1, 2, 3, 4, 5]), 4),
});

export type PortalThreadProps = z.infer<typeof portalThreadProps>;
