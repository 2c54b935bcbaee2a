import * as v from "valibot";
import { int } from "@/core/rpc/routes/int-schema";
import { currencyInfoSchema } from "@/core/rpc/routes/mealbox-schemas";

const mealPriceSchema = v.object({
  meal_price: v.number(),
  total_price: v.number(),
  box_price: v.number(),
  /** Currency symbol, e.g. "€". */
  currency: v.string(),
  meal_id: int(),
});

/**
 * Spec §3.4 / §7.3: price matrix `all_meals[people][meals]`. The maxima may be
 * missing (or null) in a back office's answer: the configurator then falls back
 * to the spec's 2 meals and no people limit (§5.3) instead of failing.
 */
const getAllValuesResultSchema = v.object({
  all_meals: v.record(v.string(), v.record(v.string(), mealPriceSchema)),
  max_meals: v.optional(
    v.nullable(
      v.object({
        max_meal: v.optional(v.nullable(int())),
        max_people: v.optional(v.nullable(int())),
      }),
    ),
  ),
  currency_info: currencyInfoSchema,
});

export const mealboxRoutes = {
  "/weekbox/get_all_values": {
    params: v.strictObject({}),
    result: getAllValuesResultSchema,
    batchable: true,
  },
} as const;
