import * as v from "valibot";
import { positiveInt } from "@/core/rpc/routes/int-schema";

/** `data-props` of the wizard's mount point, rendered by /mealbox from its URL. */
export const mealboxWizardProps = v.object({
  meal: v.pipe(positiveInt(), v.maxValue(99)),
  people: v.pipe(positiveInt(), v.maxValue(99)),
  state: v.fallback(v.picklist(["compose", "extra", "login", "delivery"]), "compose"),
  /** The visitor's own cart, or null (a stale or foreign order id is dropped by the server). */
  orderId: v.fallback(v.nullable(positiveInt()), null),
  isPublicUser: v.fallback(v.boolean(), true),
  /**
   * The box of this size (its product and price, as the configurator offered
   * it), or null: the first /load/mealbox names it (spec §7.3 `meal_id`,
   * `pricelist_price`), before any answer has.
   */
  pageBox: v.fallback(
    v.nullable(v.object({ mealId: positiveInt(), pricelistPrice: v.pipe(v.number(), v.minValue(0)) })),
    null,
  ),
});

export type MealboxWizardProps = v.InferOutput<typeof mealboxWizardProps>;
