import * as v from "valibot";

/** A many2one as Odoo reads it: [id, name], or false. */
const many2one = v.union([v.array(v.union([v.number(), v.string()])), v.literal(false)]);
const period = v.object({
  clicks: v.number(),
  by_date: v.array(v.object({ date: v.string(), count: v.number() })),
  by_country: v.array(v.object({ country: v.string(), count: v.number() })),
});

/**
 * `data-props` of a link's statistics (website_links_widget's graphs:
 * link.tracker._prepare_weekbox_link_values and _prepare_weekbox_statistics):
 * the link, and its clicks by day and country for each period.
 */
export const linkStatisticsProps = v.object({
  link: v.object({
    id: v.number(),
    url: v.string(),
    title: v.union([v.string(), v.literal(false)]),
    short_url: v.string(),
    short_url_host: v.string(),
    code: v.union([v.string(), v.literal(false)]),
    redirected_url: v.union([v.string(), v.literal(false)]),
    campaign_id: many2one,
    medium_id: many2one,
    source_id: many2one,
    can_edit_code: v.boolean(),
  }),
  statistics: v.object({ all: period, last_30_days: period, last_7_days: period }),
});

export type LinkStatisticsProps = v.InferOutput<typeof linkStatisticsProps>;
export type ClickPeriod = LinkStatisticsProps["statistics"]["all"];
