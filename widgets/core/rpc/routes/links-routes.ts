// The link tracker's routes (spec §2.9, §3.6, §7.5; staff only, as in Odoo):
// Odoo 17's own /website_links routes, whose params and answers
// website_links_widget checks, and its UTM pickers' search and create.
import * as v from "valibot";
import { int, positiveInt } from "@/core/rpc/routes/int-schema";

const id = positiveInt();
/** A many2one as Odoo reads it: [id, name], or false. */
const many2one = v.union([v.tuple([int(), v.string()]), v.literal(false)]);

/** A tracked link (link.tracker, the fields website_links_widget reads). */
export const trackedLinkSchema = v.object({
  id,
  url: v.string(),
  title: v.union([v.string(), v.literal(false)]),
  short_url: v.string(),
  short_url_host: v.string(),
  code: v.union([v.string(), v.literal(false)]),
  /** Its clicks. */
  count: int(),
  campaign_id: many2one,
  medium_id: many2one,
  source_id: many2one,
});

export type TrackedLink = v.InferOutput<typeof trackedLinkSchema>;

export const utmKindSchema = v.picklist(["campaign", "medium", "source"]);
export type UtmKind = v.InferOutput<typeof utmKindSchema>;
const utmRecord = v.object({ id, name: v.string() });

export const linksRoutes = {
  "/website_links/new": {
    /**
     * The tracked link of a URL (a web address) with its campaign, medium and
     * source: the existing one for the same four, else a new one. An empty
     * URL answers `{error: "empty_url"}`, a page answering 404
     * `{error: "url_not_found"}`; a javascript: or other non-web URL is refused.
     */
    params: v.strictObject({
      url: v.pipe(v.string(), v.maxLength(2048)),
      campaign_id: v.optional(id),
      medium_id: v.optional(id),
      source_id: v.optional(id),
    }),
    result: v.union([v.object({ error: v.string() }), v.pipe(v.array(trackedLinkSchema), v.minLength(1))]),
  },
  "/website_links/add_code": {
    /** The link `init_code` names gets `new_code` (its creator only; not empty, not taken). */
    params: v.strictObject({
      init_code: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
      new_code: v.pipe(v.string(), v.maxLength(64)),
    }),
    result: v.pipe(v.array(v.object({ code: v.string() })), v.minLength(1)),
  },
  "/website_links/recent_links": {
    /** The person's own links, newest, most clicked or most recently clicked first. */
    params: v.strictObject({
      filter: v.picklist(["newest", "most-clicked", "recently-used"]),
      limit: v.pipe(positiveInt(), v.maxValue(20)),
    }),
    result: v.array(trackedLinkSchema),
  },
  "/website_links/weekbox/utm_search": {
    /** Campaigns, media or sources whose name holds `search` (those starting with it first; 30). */
    params: v.strictObject({ kind: utmKindSchema, search: v.pipe(v.string(), v.maxLength(100)) }),
    result: v.array(utmRecord),
  },
  "/website_links/weekbox/utm_create": {
    /** A new campaign, medium or source (the existing one of that name, if any). */
    params: v.strictObject({
      kind: utmKindSchema,
      name: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
    }),
    result: utmRecord,
  },
} as const;
