import * as v from "valibot";

/** `data-props` of the link tracker (website_links_widget's create_shorten_url): a URL to start with. */
export const linkTrackerProps = v.object({ url: v.string() });

export type LinkTrackerProps = v.InferOutput<typeof linkTrackerProps>;
