// The meal-box world of an RPC suite that drives the wizard's routes: this
// week's menu and box sizes of the run's own (createMealboxWorld), made before
// its tests and removed after, so it never leans on the demo's.
import { createMealboxWorld, RUN_BOX_SIZES, type MealboxWorld } from "./mealbox-fixtures";
import { loginAs } from "./odoo-session";

/** The run's sizes and a 2-meal box for 2 people (a full 3-meal box opened as a smaller one). */
export const WORLD_BOX_SIZES = [...RUN_BOX_SIZES, [2, 2, 33.4]] as const;

/** Registers the suite's beforeAll/afterAll; its tests read the world through the getter. */
export function useMealboxWorld(): () => MealboxWorld {
  let world: MealboxWorld | undefined;
  beforeAll(async () => {
    world = await createMealboxWorld(await loginAs("admin", "admin"), { sizes: WORLD_BOX_SIZES });
  });
  afterAll(async () => {
    await world?.remove();
  });
  return () => {
    if (!world) throw new Error("the meal-box world is made in beforeAll");
    return world;
  };
}
