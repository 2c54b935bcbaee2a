/** The lightbox takes this share of the viewport's width and height (spec §9.1: 80 %). */
export const LIGHTBOX_VIEWPORT_SHARE = 0.8;

/** A horizontal move of at least this many px between pointer down and up is a swipe. */
export const SWIPE_MIN_PX = 40;
