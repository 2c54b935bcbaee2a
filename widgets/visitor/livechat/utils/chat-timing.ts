// The chat window's numbers (spec §9.5).

/** The window's height open and folded (its header only), in pixels. */
export const WINDOW_HEIGHT_OPEN = 400;
export const WINDOW_HEIGHT_FOLDED = 34;
/** Messages of one author less than this apart are grouped under one name and time. */
export const GROUP_WITHIN_MS = 60_000;
/** Timestamps are refreshed this often. */
export const CLOCK_REFRESH_MS = 60_000;
/** A message younger than this is 'now'. */
export const NOW_UNDER_MS = 45_000;
/** Messages of a session's history loaded when the window opens. */
export const HISTORY_MESSAGES = 100;
