// /weekbox/get_all_values through the widgets' own client against a real Odoo
// with demo data: the client checks the answer against the route map's schema,
// so a shape drift between Python and TypeScript fails here.
import { describeWithOdoo } from "../harness/odoo-available";
import { newVisitor } from "../harness/odoo-session";
import { widgetRpcClient } from "../harness/widget-rpc-client";

describeWithOdoo("/weekbox/get_all_values", () => {
  test("should return the demo price matrix in the route map's shape", async () => {
    const client = widgetRpcClient(await newVisitor());

    const result = await client.call("/weekbox/get_all_values", {});

    // Demo data: 2-5 meals for 1-6 people, except 2 meals for 1 person.
    expect(Object.keys(result.all_meals).sort()).toEqual(["1", "2", "3", "4", "5", "6"]);
    expect(Object.keys(result.all_meals["1"] ?? {}).sort()).toEqual(["3", "4", "5"]);
    expect(Object.keys(result.all_meals["2"] ?? {}).sort()).toEqual(["2", "3", "4", "5"]);
    expect(result.max_meals).toEqual({ max_meal: 5, max_people: 6 });
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
