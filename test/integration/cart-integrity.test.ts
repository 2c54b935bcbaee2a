// Odoo's own cart routes on meal-box products, against a real Odoo: a visitor
// cannot reach around the wizard through /shop/cart/update_json (dishes cost 0
// because the box line pays for them). Each visitor has its own session and
// cart, and the suite its menu and box sizes (test/harness/mealbox-world.ts),
// so the test passes on a fresh database and on a used one.
import { composeFullBox, openBox } from "../harness/mealbox-flow";
import { useMealboxWorld } from "../harness/mealbox-world";
import { describeWithOdoo } from "../harness/odoo-available";
import { newVisitor, OdooRpcError, type OdooSession } from "../harness/odoo-session";
import { widgetRpcClient } from "../harness/widget-rpc-client";

const SIZE = { meals: 3, people: 2 };

type CartAnswer = { line_id: number | false; quantity: number; amount: number };

/** The refusal of a cart call: a human message, never Odoo's traceback. */
async function cartRefusal(visitor: OdooSession, params: Record<string, unknown>): Promise<string> {
  const error = await visitor.jsonRpc<CartAnswer>("/shop/cart/update_json", params).then(
    (result) => new Error(`accepted ${JSON.stringify(params)}: ${JSON.stringify(result)}`),
    (e: unknown) => e,
  );
  if (!(error instanceof OdooRpcError)) throw error;
  expect(error.data?.debug).toBeUndefined();
  return error.data?.message ?? "";
}

describeWithOdoo("Odoo's cart routes follow the meal box's rules", () => {
  useMealboxWorld();

  test("a dish cannot be bought outside a box, nor has a product page", async () => {
    const visitor = await newVisitor();
    const box = await openBox(widgetRpcClient(await newVisitor()), SIZE);
    const dish = box.product_remaining[0];
    if (!dish) throw new Error("the menu has no dish");

    expect(await cartRefusal(visitor, { product_id: dish.product_id, add_qty: 5 })).toBe(
      "Dishes are sold in a meal box only: choose your box on the meal box page.",
    );
    const cart = await visitor.page("/shop/cart");
    expect(cart).not.toContain(`data-product-id="${dish.product_id}"`);
    const allowed = await visitor.jsonRpc("/shop/product/is_add_to_cart_allowed", {
      product_id: dish.product_id,
    });
    expect(allowed).toBe(false);
    const page = await visitor.fetch(`/shop/${dish.product_tmpl_id}`);
    expect(page.status).toBe(404);
  });

  test("a full box takes no more dishes and keeps its priced box line", async () => {
    const visitor = await newVisitor();
    const client = widgetRpcClient(visitor);
    const full = await composeFullBox(client, SIZE);
    const extraDish = full.product_remaining.find((dish) => dish["min-quant"] === 1);
    const inBox = full.product_in_cart[0];
    if (!extraDish || !inBox) throw new Error("the menu is too small");
    const tooMany = `With your type of box it is not possible to add more than ${SIZE.meals} meals`;

    expect(await cartRefusal(visitor, { product_id: extraDish.product_id, add_qty: 5 })).toBe(tooMany);
    expect(
      await cartRefusal(visitor, { product_id: inBox.product_id, line_id: inBox.line_id, set_qty: 18 }),
    ).toBe(tooMany);
    const boxSized = "Your meal box is sized on the meal box page: change its size or dishes there.";
    expect(await cartRefusal(visitor, { product_id: full.meal_id, set_qty: 0 })).toBe(boxSized);
    expect(await cartRefusal(visitor, { product_id: full.meal_id, add_qty: 1 })).toBe(boxSized);

    const after = await client.call("/load/mealbox", {
      meal: SIZE.meals,
      people: SIZE.people,
      order_id: full.order_id,
      state: "extra",
    });
    expect(after.count_line).toBe(SIZE.meals);
    expect(after.price_list_price).toBe(full.price_list_price);
    expect(after.price_list_price).toBeGreaterThan(0);
    expect(after.amount_total).toBe(full.amount_total);
  });

  test("bad cart params get a clear message, not a database error", async () => {
    const visitor = await newVisitor();
    for (const params of [
      { product_id: "abc", add_qty: 1 },
      { product_id: 1, add_qty: [3] },
    ]) {
      const message = await cartRefusal(visitor, params);
      expect(message).toMatch(/must be a (whole )?number/);
    }
  });
});
