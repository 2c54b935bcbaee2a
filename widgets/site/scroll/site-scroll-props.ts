import * as z from "zod/mini";

/** `data-props` of the page's back-to-top button (website_weekbox_site.scroll_top): none. */
export const siteScrollProps = z.object({});

export type SiteScrollProps = z.infer<typeof siteScrollProps>;
