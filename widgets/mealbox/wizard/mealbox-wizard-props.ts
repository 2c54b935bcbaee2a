import * as z from "zod/mini";

/** `data-props` of the wizard's mount point, rendered by /mealbox from its URL. */
export const mealboxWizardProps = z.object({
  meal: z.int().check(z.positive(), z.maximum(99)),
  people: z.int().check(z.positive(), z.maximum(99)),
  state: z.catch(z.enum(["compose", "extra", "login", "delivery"]), "compose"),
  /** The visitor's own cart, or null (a stale or foreign order id is dropped by the server). */
  orderId: z.catch(z.nullable(z.int().check(z.positive())), null),
  isPublicUser: z.catch(z.boolean(), true),
  /**
   * The box of this size (its product and price, as the configurator offered
   * it), or null: the first /load/mealbox names it (spec §7.3 `meal_id`,
   * `pricelist_price`), before any answer has.
   */
  pageBox: z.catch(
    z.nullable(
      z.object({ mealId: z.int().check(z.positive()), pricelistPrice: z.number().check(z.nonnegative()) }),
    ),
    null,
  ),
});

export type MealboxWizardProps = z.infer<typeof mealboxWizardProps>;
