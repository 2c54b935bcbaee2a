// The meal-box world of an RPC suite that drives the wizard's routes: this
// week's menu and box sizes of the run's own (test/harness/mealbox-fixtures.ts),
// made before its tests and archived after, so it never leans on the demo's.
import {
  createBoxSizes,
  createWeekMenu,
  RUN_BOX_SIZES,
  type MealboxBoxes,
  type MealboxMenu,
} from "./mealbox-fixtures";
import { loginAs } from "./odoo-session";

/** The run's sizes and a 2-meal box for 2 people (a full 3-meal box opened as a smaller one). */
export const WORLD_BOX_SIZES = [...RUN_BOX_SIZES, [2, 2, 33.4]] as const;

export type MealboxWorld = { menu: () => MealboxMenu; boxes: () => MealboxBoxes };

/** Registers the suite's beforeAll/afterAll; read the fixtures in tests through the getters. */
export function useMealboxWorld(): MealboxWorld {
  let menu: MealboxMenu | undefined;
  let boxes: MealboxBoxes | undefined;
  beforeAll(async () => {
    const admin = await loginAs("admin", "admin");
    menu = await createWeekMenu(admin);
    boxes = await createBoxSizes(admin, WORLD_BOX_SIZES);
  });
  afterAll(async () => {
    await boxes?.remove();
    await menu?.remove();
  });
  const made = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("the meal-box world is made in beforeAll");
    return value;
  };
  return { menu: () => made(menu), boxes: () => made(boxes) };
}
