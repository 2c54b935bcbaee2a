import * as v from "valibot";

/**
 * A JSON integer (Odoo's ids and counts). valibot's `integer`, not its
 * `safeInteger`: the props checked on every page use that one already, and
 * valibot's checks land in one chunk that every page loads.
 */
export const int = () => v.pipe(v.number(), v.integer());
