import * as z from "zod/mini";
import { currencyInfoSchema } from "@/core/rpc/routes/mealbox-schemas";

const mealPriceSchema = z.object({
  meal_price: z.number(),
  total_price: z.number(),
  box_price: z.number(),
  /** Currency symbol, e.g. "€". */
  currency: z.string(),
  meal_id: z.int(),
});

/**
 * Spec §3.4 / §7.3: price matrix `all_meals[people][meals]`. The maxima may be
 * missing (or null) in a back office's answer: the configurator then falls back
 * to the spec's 2 meals and no people limit (§5.3) instead of failing.
 */
const getAllValuesResultSchema = z.object({
  all_meals: z.record(z.string(), z.record(z.string(), mealPriceSchema)),
  max_meals: z.optional(
    z.nullable(
      z.object({
        max_meal: z.optional(z.nullable(z.int())),
        max_people: z.optional(z.nullable(z.int())),
      }),
    ),
  ),
  currency_info: currencyInfoSchema,
});

export const mealboxRoutes = {
  "/weekbox/get_all_values": {
    params: z.strictObject({}),
    result: getAllValuesResultSchema,
    batchable: true,
  },
} as const;
