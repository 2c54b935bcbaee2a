import * as v from "valibot";
import { positiveInt } from "@/core/rpc/routes/int-schema";
import { modelName } from "@/core/rpc/routes/model-name";

/**
 * `data-props` of a record's thread (website_portal_thread:
 * website._prepare_weekbox_thread_props). Nothing here depends on the visitor:
 * the product page renders them inside its t-cache; what the visitor may do
 * comes from /mail/chatter_init.
 */
export const portalThreadProps = v.object({
  resModel: modelName,
  resId: positiveInt(),
  /** The document's access token (a visitor reading it without logging in). */
  token: v.fallback(v.nullable(v.pipe(v.string(), v.minLength(1))), null),
  /** A partner's signed token, with `pid` the partner. */
  hash: v.fallback(v.nullable(v.pipe(v.string(), v.minLength(1))), null),
  pid: v.fallback(v.nullable(positiveInt()), null),
  pagerStep: v.fallback(v.pipe(positiveInt(), v.maxValue(100)), 10),
  allowComposer: v.fallback(v.boolean(), true),
  twoColumns: v.fallback(v.boolean(), false),
  displayRating: v.fallback(v.boolean(), false),
  /** The rating the composer's stars start at (spec §3.1 rating_default_value; Odoo 17's composer: 4). */
  defaultRating: v.fallback(v.picklist([1, 2, 3, 4, 5]), 4),
});

export type PortalThreadProps = v.InferOutput<typeof portalThreadProps>;
