// /weekbox/get_all_values through the widgets' own client against a real Odoo:
// the client checks the answer against the route map's schema, so a shape
// drift between Python and TypeScript fails here. The suite offers box sizes
// of its own (test/harness/mealbox-fixtures.ts), one larger than any the demo
// data has, and lets the sizes decide the largest box (no website cap).
import { callKw } from "../harness/call-kw";
import { createBoxSizes, RUN_BOX_SIZES, type MealboxBoxes } from "../harness/mealbox-fixtures";
import { describeWithOdoo } from "../harness/odoo-available";
import { loginAs, newVisitor, type OdooSession } from "../harness/odoo-session";
import { widgetRpcClient } from "../harness/widget-rpc-client";

/** A size no demo box has: it is the matrix's largest, whatever else the database offers. */
const LARGEST = [7, 8, 151.2] as const;
type Caps = { mealbox_max_meal: number; mealbox_max_people: number };

describeWithOdoo("/weekbox/get_all_values", () => {
  let admin: OdooSession;
  let boxes: MealboxBoxes | undefined;
  let caps: Caps | undefined;

  beforeAll(async () => {
    admin = await loginAs("admin", "admin");
    boxes = await createBoxSizes(admin, [...RUN_BOX_SIZES, LARGEST]);
    [caps] = await callKw<Caps[]>(admin, "website", "read", [
      [1],
      ["mealbox_max_meal", "mealbox_max_people"],
    ]);
    await callKw(admin, "website", "write", [[1], { mealbox_max_meal: 0, mealbox_max_people: 0 }]);
  });
  afterAll(async () => {
    if (caps) await callKw(admin, "website", "write", [[1], caps]);
    await boxes?.remove();
  });

  test("should return the run's sizes in the price matrix, in the route map's shape", async () => {
    const client = widgetRpcClient(await newVisitor());

    const result = await client.call("/weekbox/get_all_values", {});

    for (const size of boxes!.sizes) {
      expect(result.all_meals[String(size.people)]?.[String(size.meals)]).toMatchObject({
        box_price: size.price,
        total_price: size.price,
        meal_price: boxes!.price(size.meals, size.people).meal,
      });
    }
    expect(result.max_meals).toEqual({ max_meal: LARGEST[0], max_people: LARGEST[1] });
  });

  test("should cap the largest box at the website's setting", async () => {
    await callKw(admin, "website", "write", [[1], { mealbox_max_meal: 4, mealbox_max_people: 3 }]);
    try {
      const client = widgetRpcClient(await newVisitor());
      const { max_meals } = await client.call("/weekbox/get_all_values", {});
      expect(max_meals).toEqual({ max_meal: 4, max_people: 3 });
    } finally {
      await callKw(admin, "website", "write", [[1], { mealbox_max_meal: 0, mealbox_max_people: 0 }]);
    }
  });

  test("should price each box consistently: meal price = box price / meals, in the website currency", async () => {
    const client = widgetRpcClient(await newVisitor());

    const { all_meals, currency_info: currency } = await client.call("/weekbox/get_all_values", {});

    for (const [people, byMeals] of Object.entries(all_meals)) {
      for (const [meals, cell] of Object.entries(byMeals)) {
        expect([people, meals, cell.box_price > 0]).toEqual([people, meals, true]);
        expect(cell.meal_price).toBeCloseTo(cell.box_price / Number(meals), currency.decimals);
        expect(cell.currency).toBe(currency.symbol);
        expect(cell.meal_id).toBeGreaterThan(0);
      }
    }
  });

  test("should give every box size its own product", async () => {
    const client = widgetRpcClient(await newVisitor());

    const { all_meals } = await client.call("/weekbox/get_all_values", {});

    const productIds = Object.values(all_meals).flatMap((byMeals) =>
      Object.values(byMeals).map((c) => c.meal_id),
    );
    expect(new Set(productIds).size).toBe(productIds.length);
  });
});
