// Routes of the meal-box home page widgets: countdown, our menu, zip check (spec §2.6, §7.3).
import * as z from "zod/mini";
import { productCardSchema } from "@/core/rpc/routes/mealbox-schemas";

/** A calendar date, "YYYY-MM-DD", in the meal box timezone. */
export const isoDateSchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
/** An instant in UTC, "YYYY-MM-DDTHH:MM:SSZ". */
const isoUtcSchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/));
const count = z.int().check(z.nonnegative());

export const mealboxHomeRoutes = {
  "/get/duration": {
    params: z.strictObject({}),
    batchable: true,
    /** Time left to order for the earliest delivery date ("… to order and get delivered this weekend"). */
    result: z.object({
      day: count,
      hours: count,
      minutes: count,
      /** The order cut-off this countdown runs to. Past it, ask again for the next one. */
      deadline: isoUtcSchema,
      /** The server's clock when it answered: tick from `deadline - now`, not from the browser's clock. */
      now: isoUtcSchema,
      /** The meal box timezone (IANA name), e.g. "Europe/Brussels". */
      tz: z.string(),
      /** The delivery date the deadline is for; "" when no date is offered. */
      delivery_date: z.union([isoDateSchema, z.literal("")]),
    }),
  },
  "/our/menu": {
    params: z.strictObject({}),
    batchable: true,
    result: z.object({
      /** The current week's dishes, in menu order. */
      front_products: z.array(productCardSchema),
      /** The eCommerce categories these dishes use. */
      categ_list: z.array(z.object({ id: z.int(), name: z.string() })),
    }),
  },
  "/weekbox/zip/check": {
    /** Any text is answered (valid or not); the server decides what a valid zip code is. */
    params: z.strictObject({ zip_postal_code: z.string() }),
    result: z.object({
      valid: z.boolean(),
      /** The zip code as checked (trimmed); "" when it is not a zip code at all. Store it in the zip_code cookie. */
      zip: z.string(),
      /** Why it is not valid, translated; "" when valid. */
      message: z.string(),
      /** The delivery zone covering it; "" when none. */
      zone_name: z.string(),
      /** The next home delivery dates there. */
      delivery_period_list: z.array(isoDateSchema),
    }),
  },
} as const;
