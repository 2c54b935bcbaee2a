/** Hover zoom is off on windows this wide or narrower (spec §9.1, Odoo's zoomodoo: 467 px). */
export const NO_ZOOM_MAX_WIDTH_PX = 467;

/** How much larger the flyout shows the image than it is on the page. */
export const ZOOM_FACTOR = 2.5;

/** Gap between the image and the flyout beside it. */
export const FLYOUT_GAP_PX = 12;
