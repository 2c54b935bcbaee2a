// The cart page's business constants (spec §5.2, §9.2).

/** A quantity typed or stepped is sent this long after the line's last edit. */
export const QUANTITY_DEBOUNCE_MS = 500;

/** The most a line may hold: the route's own bound on `set_qty` (shop-routes.ts). */
export const MAX_LINE_QUANTITY = 100_000;
