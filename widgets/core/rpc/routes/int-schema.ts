import * as v from "valibot";

/**
 * A JSON integer (Odoo's ids and counts). valibot's `integer`, not its
 * `safeInteger`: the props checked on every page use that one already, and
 * valibot's checks land in one chunk that every page loads.
 */
export const int = () => v.pipe(v.number(), v.integer());

/** An integer from 1 up: a record's id, a quantity that cannot be zero. */
export const positiveInt = () => v.pipe(int(), v.minValue(1));
