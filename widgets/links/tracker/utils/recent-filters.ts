// The recent links' filters (spec §2.9, §9.5).

export const RECENT_FILTERS = ["newest", "most-clicked", "recently-used"] as const;
export type RecentFilter = (typeof RECENT_FILTERS)[number];

/** How many recent links are shown. */
export const RECENT_LINKS_LIMIT = 20;
