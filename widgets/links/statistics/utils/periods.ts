// A link's statistics periods (spec §2.9, §9.5): all time, then the last 30
// and the last 7 days (the server counts them from its own clock).
export const PERIODS = ["all", "last_30_days", "last_7_days"] as const;
export type Period = (typeof PERIODS)[number];
