// The link tracker's routes (spec §2.9, §3.6, §7.5; staff only, as in Odoo):
// Odoo 17's own /website_links routes, whose params and answers
// website_links_widget checks, and its UTM pickers' search and create.
import * as z from "zod/mini";

const id = z.int().check(z.positive());
/** A many2one as Odoo reads it: [id, name], or false. */
const many2one = z.union([z.tuple([z.int(), z.string()]), z.literal(false)]);

/** A tracked link (link.tracker, the fields website_links_widget reads). */
export const trackedLinkSchema = z.object({
  id,
  url: z.string(),
  title: z.union([z.string(), z.literal(false)]),
  short_url: z.string(),
  short_url_host: z.string(),
  code: z.union([z.string(), z.literal(false)]),
  /** Its clicks. */
  count: z.int(),
  campaign_id: many2one,
  medium_id: many2one,
  source_id: many2one,
});

export type TrackedLink = z.infer<typeof trackedLinkSchema>;

export const utmKindSchema = z.enum(["campaign", "medium", "source"]);
export type UtmKind = z.infer<typeof utmKindSchema>;
const utmRecord = z.object({ id, name: z.string() });

export const linksRoutes = {
  "/website_links/new": {
    /**
     * The tracked link of a URL (a web address) with its campaign, medium and
     * source: the existing one for the same four, else a new one. An empty
     * URL answers `{error: "empty_url"}`, a page answering 404
     * `{error: "url_not_found"}`; a javascript: or other non-web URL is refused.
     */
    params: z.strictObject({
      url: z.string().check(z.maxLength(2048)),
      campaign_id: z.optional(id),
      medium_id: z.optional(id),
      source_id: z.optional(id),
    }),
    result: z.union([z.object({ error: z.string() }), z.array(trackedLinkSchema).check(z.minLength(1))]),
  },
  "/website_links/add_code": {
    /** The link `init_code` names gets `new_code` (its creator only; not empty, not taken). */
    params: z.strictObject({
      init_code: z.string().check(z.minLength(1), z.maxLength(64)),
      new_code: z.string().check(z.maxLength(64)),
    }),
    result: z.array(z.object({ code: z.string() })).check(z.minLength(1)),
  },
  "/website_links/recent_links": {
    /** The person's own links, newest, most clicked or most recently clicked first. */
    params: z.strictObject({
      filter: z.enum(["newest", "most-clicked", "recently-used"]),
      limit: z.int().check(z.gte(1), z.lte(20)),
    }),
    result: z.array(trackedLinkSchema),
  },
  "/website_links/weekbox/utm_search": {
    /** Campaigns, media or sources whose name holds `search` (those starting with it first; 30). */
    params: z.strictObject({ kind: utmKindSchema, search: z.string().check(z.maxLength(100)) }),
    result: z.array(utmRecord),
  },
  "/website_links/weekbox/utm_create": {
    /** A new campaign, medium or source (the existing one of that name, if any). */
    params: z.strictObject({ kind: utmKindSchema, name: z.string().check(z.minLength(1), z.maxLength(100)) }),
    result: utmRecord,
  },
} as const;
