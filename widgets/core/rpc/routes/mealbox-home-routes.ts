// Routes of the meal-box home page widgets: countdown, our menu, zip check (spec §2.6, §7.3).
import * as v from "valibot";
import { int } from "@/core/rpc/routes/int-schema";
import { productCardSchema } from "@/core/rpc/routes/mealbox-schemas";

/** A calendar date, "YYYY-MM-DD", in the meal box timezone. */
export const isoDateSchema = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));
/** An instant in UTC, "YYYY-MM-DDTHH:MM:SSZ". */
const isoUtcSchema = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/));
const count = v.pipe(int(), v.minValue(0));

export const mealboxHomeRoutes = {
  "/get/duration": {
    params: v.strictObject({}),
    batchable: true,
    /** Time left to order for the earliest delivery date ("… to order and get delivered this weekend"). */
    result: v.object({
      day: count,
      hours: count,
      minutes: count,
      /** The order cut-off this countdown runs to. Past it, ask again for the next one. */
      deadline: isoUtcSchema,
      /** The server's clock when it answered: tick from `deadline - now`, not from the browser's clock. */
      now: isoUtcSchema,
      /** The meal box timezone (IANA name), e.g. "Europe/Brussels". */
      tz: v.string(),
      /** The delivery date the deadline is for; "" when no date is offered. */
      delivery_date: v.union([isoDateSchema, v.literal("")]),
    }),
  },
  "/our/menu": {
    params: v.strictObject({}),
    batchable: true,
    result: v.object({
      /** The current week's dishes, in menu order. */
      front_products: v.array(productCardSchema),
      /** The eCommerce categories these dishes use. */
      categ_list: v.array(v.object({ id: int(), name: v.string() })),
    }),
  },
  "/weekbox/zip/check": {
    /** Any text is answered (valid or not); the server decides what a valid zip code is. */
    params: v.strictObject({ zip_postal_code: v.string() }),
    result: v.object({
      valid: v.boolean(),
      /** The zip code as checked (trimmed); "" when it is not a zip code at all. Store it in the zip_code cookie. */
      zip: v.string(),
      /** Why it is not valid, translated; "" when valid. */
      message: v.string(),
      /** The delivery zone covering it; "" when none. */
      zone_name: v.string(),
      /** The next home delivery dates there. */
      delivery_period_list: v.array(isoDateSchema),
    }),
  },
} as const;
