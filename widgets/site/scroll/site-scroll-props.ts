import * as v from "valibot";

/** `data-props` of the page's back-to-top button (website_weekbox_site.scroll_top): none. */
export const siteScrollProps = v.object({});

export type SiteScrollProps = v.InferOutput<typeof siteScrollProps>;
