import * as z from "zod/mini";

/** `data-props` of the wizard's mount point, rendered by /mealbox from its URL. */
export const mealboxWizardProps = z.object({
  meal: z.int().check(z.positive(), z.maximum(99)),
  people: z.int().check(z.positive(), z.maximum(99)),
  state: z.catch(z.enum(["compose", "extra", "login", "delivery"]), "compose"),
  /** The visitor's own cart, or null (a stale or foreign order id is dropped by the server). */
  orderId: z.catch(z.nullable(z.int().check(z.positive())), null),
  isPublicUser: z.catch(z.boolean(), true),
});

export type MealboxWizardProps = z.infer<typeof mealboxWizardProps>;
