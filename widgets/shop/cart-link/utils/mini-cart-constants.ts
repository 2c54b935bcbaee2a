// The mini cart's business constants (spec §9.2).

/** The popover opens after the pointer rests this long on the cart link. */
export const HOVER_OPEN_DELAY_MS = 300;

/** It closes this long after the pointer left both the link and the popover. */
export const HOVER_CLOSE_DELAY_MS = 1000;

/** Lines listed in the popover; the rest are counted ("and 3 more"). */
export const MINI_CART_MAX_LINES = 5;

/** Checkout from the mini cart: Odoo's express checkout. */
export const EXPRESS_CHECKOUT_URL = "/shop/checkout?express=1";

/** Space between the cart link and the popover, and the popover and the window's edges. */
export const POPOVER_GAP_PX = 8;
