// The wizard's compose, extra and login routes through the widgets' own client,
// against a real Odoo: shapes are checked by the route map's schemas on every
// call; behaviour and refusals by the assertions. The suite brings its menu and
// box sizes (test/harness/mealbox-world.ts).
import { refusal, visitorClient } from "../harness/rpc-expectations";
import { RpcError } from "@/core/rpc/rpc-errors";
import { composeFullBox, openBox } from "../harness/mealbox-flow";
import { useMealboxWorld } from "../harness/mealbox-world";
import { describeWithOdoo } from "../harness/odoo-available";
import { loginAs } from "../harness/odoo-session";
import { widgetRpcClient } from "../harness/widget-rpc-client";

describeWithOdoo("meal-box wizard routes", () => {
  const world = useMealboxWorld();

  test("should open a box on a new cart with the week's dishes, filters and extras", async () => {
    const client = await visitorClient();

    const box = await openBox(client, { meals: 3, people: 2 });

    expect(box).toMatchObject({ meal: 3, people: 2, count_line: 0, state: "compose", is_public_user: true });
    expect(box.order_id).toBeGreaterThan(0);
    expect(box.price_list_price).toBeGreaterThan(0);
    expect(box.product_in_cart).toEqual([]);
    const { menu } = world();
    expect(box.product_remaining.map((dish) => dish.product_tmpl_id)).toEqual(
      menu.dishes.map((dish) => dish.id),
    );
    expect(box.extra_remaining.map((extra) => extra.product_tmpl_id)).toContain(menu.extra.id);
    expect(box.categ_list.map((category) => category.name)).toEqual(
      expect.arrayContaining([menu.veggieCategory, menu.meatCategory]),
    );
    expect(box.diet_list.map((diet) => diet.name)).toEqual(
      expect.arrayContaining([menu.veggieDiet, menu.glutenFreeDiet]),
    );
    expect(box.filter_labels.do_something).not.toBe("");
  });

  test("should send the dishes left a page at a time, the next after the last dish sent", async () => {
    const client = await visitorClient();
    const box = await openBox(client, { meals: 3, people: 2 });
    const { menu } = world();
    // The suite's menu fits one page (48 dishes): nothing more to show.
    expect(box.remaining_more).toBe(0);
    // Each dish carries its place on the whole menu: where a dish given back goes.
    expect(box.product_remaining.map((dish) => dish.menu_rank)).toEqual(
      menu.dishes.map((_dish, index) => index + 1),
    );

    const [, second] = box.product_remaining;
    const next = await client.call("/mealbox/diet", { order_id: box.order_id, after: second!.product_id });
    expect(next.product_remaining.map((dish) => [dish.product_tmpl_id, dish.menu_rank])).toEqual(
      menu.dishes.slice(2).map((dish, index) => [dish.id, index + 3]),
    );
    expect(next.remaining_more).toBe(0);
    // After the last dish: nothing; after a dish off the menu: a sentence, not a guess.
    const last = box.product_remaining.at(-1)!;
    await expect(
      client.call("/mealbox/category", { order_id: box.order_id, after: last.product_id }),
    ).resolves.toMatchObject({ product_remaining: [], remaining_more: 0 });
    await expect(
      refusal(client.call("/mealbox/diet", { order_id: box.order_id, after: 2_000_000_000 })),
    ).resolves.toMatchObject({ message: "The week's menu has changed: please reload the page." });
  });

  test("should turn an Odoo refusal into a typed error with a human message and no traceback", async () => {
    const client = await visitorClient();
    const box = await composeFullBox(client, { meals: 2, people: 2 });
    const dish = box.product_remaining.find((d) => d["min-quant"] === 1);

    const error = await refusal(
      client.call("/mealbox/add/meal", { order_id: box.order_id, product_id: dish?.product_id ?? 0 }),
    );

    expect(error.exceptionName).toBe("odoo.exceptions.UserError");
    expect(error.message).toBe("With your type of box it is not possible to add more than 2 meals");
    expect(JSON.stringify(error)).not.toMatch(/Traceback|File "/);
    expect(String(error.stack)).not.toMatch(/Traceback/);
  });

  test("should add and remove dishes, keeping count_line and the lists consistent", async () => {
    const client = await visitorClient();
    const box = await openBox(client, { meals: 4, people: 2 });
    const [first, second] = box.product_remaining.filter((d) => d["min-quant"] === 1);
    if (!first || !second) throw new Error("the menu needs two single-portion dishes");

    const added = await client.call("/mealbox/add/meal", {
      order_id: box.order_id,
      product_id: first.product_id,
    });
    expect(added.count_line).toBe(1);
    expect(added.product_in_cart.map((line) => line.product_id)).toEqual([first.product_id]);
    // What changed, not the menu again: the dish taken, none given back.
    expect(added.dishes_taken).toEqual([first.product_tmpl_id]);
    expect(added.dishes_returned).toEqual([]);

    await client.call("/mealbox/add/meal", { order_id: box.order_id, product_id: second.product_id });
    const twice = await client.call("/mealbox/remove/meal", {
      order_id: box.order_id,
      product_id: second.product_id,
      remove_product: 0,
    });
    expect(twice.count_line).toBe(3);

    const line = twice.product_in_cart.find((l) => l.product_id === second.product_id);
    const removed = await client.call("/mealbox/remove/meal", {
      order_id: box.order_id,
      line_id: line?.line_id,
      quantity: 0,
    });
    expect(removed.count_line).toBe(1);
    expect(removed.dishes_returned.map((d) => d.product_id)).toEqual([second.product_id]);
    expect(removed.dishes_taken).toEqual([]);
  });

  test("should refuse to move on until the box holds exactly its meals", async () => {
    const client = await visitorClient();
    const box = await openBox(client, { meals: 3, people: 2 });

    const tooFew = await refusal(
      client.call("/mealbox/add/meal", { order_id: box.order_id, is_continue: 1 }),
    );
    expect(tooFew.message).toBe("You need to add 3 meals in order to continue");
    await expect(client.call("/mealbox/meal/validate", { order_id: box.order_id, meal: 3 })).resolves.toBe(
      false,
    );

    await composeFullBox(client, { meals: 3, people: 2 });
    await expect(client.call("/mealbox/meal/validate", { order_id: box.order_id, meal: 3 })).resolves.toBe(
      true,
    );

    // Shrinking the box leaves one dish too many.
    await client.call("/load/mealbox", { meal: 2, people: 2, order_id: box.order_id });
    const tooMany = await refusal(
      client.call("/mealbox/add/meal", { order_id: box.order_id, is_continue: 1 }),
    );
    expect(tooMany.message).toBe("You need to adjust or remove meals in order to continue");
  });

  test("should refuse a size without a price and the 2-meals-for-1-person box", async () => {
    const client = await visitorClient();

    await expect(refusal(openBox(client, { meals: 9, people: 2 }))).resolves.toMatchObject({
      message: "Meal Not available",
    });
    await expect(refusal(openBox(client, { meals: 2, people: 1 }))).resolves.toMatchObject({
      message: "It is not possible to select less than 3 meals for 1 person.",
    });
  });

  test("should narrow the dishes by diet, category and toggle filter", async () => {
    const client = await visitorClient();
    const box = await openBox(client, { meals: 3, people: 2 });
    const diet = box.diet_list.find((d) => box.product_remaining.some((p) => p.diet.includes(d.id)));
    const category = box.categ_list[0];
    if (!diet || !category) throw new Error("the menu needs diets and categories");

    const byDiet = await client.call("/mealbox/diet", { order_id: box.order_id, diet_list: [diet.id] });
    expect(byDiet.product_remaining.length).toBeGreaterThan(0);
    expect(byDiet.product_remaining.every((d) => d.diet.includes(diet.id))).toBe(true);

    const byCategory = await client.call("/mealbox/category", {
      order_id: box.order_id,
      category: [category.id],
    });
    expect(byCategory.product_remaining.every((d) => d.category.includes(category.id))).toBe(true);
    const all = await client.call("/mealbox/category", { order_id: box.order_id, category: [0] });
    expect(all.product_remaining.length).toBe(box.product_remaining.length);

    const toggle = await client.call("/mealbox/get/filter", { filter: "do_something" });
    const shown = new Set(toggle.product_show_list);
    expect(box.product_remaining.filter((d) => d.do_something).every((d) => shown.has(d.product_id))).toBe(
      true,
    );
    expect(toggle.product_hide_list.some((id) => shown.has(id))).toBe(false);
  });

  test("should add extras at their price and remove them", async () => {
    const client = await visitorClient();
    const box = await composeFullBox(client, { meals: 2, people: 2 });
    const extra = box.extra_remaining[0];
    if (!extra) throw new Error("the run's extra is missing");

    const [added] = await client.call("/mealbox/add/extra-meal", {
      order_id: box.order_id,
      product_id: extra.product_id,
      add_product: 1,
    });
    expect(added.extra_in_cart.map((l) => l.product_id)).toEqual([extra.product_id]);
    expect(added.total_price).toBeGreaterThan(0);
    // The card shows the price the cart charges (website pricelist and tax display).
    const addedLine = added.extra_in_cart[0];
    expect(addedLine?.total_price).toBeCloseTo(extra.list_price * (addedLine?.quantity ?? 0), 2);
    expect(added.amount_total).toBeCloseTo(box.amount_total + added.total_price, 2);

    const line = added.extra_in_cart[0];
    const [removed] = await client.call("/mealbox/add/extra-meal", {
      order_id: box.order_id,
      line_id: line?.line_id,
      quantity: 0,
    });
    expect(removed.extra_in_cart).toEqual([]);
    expect(removed.extra_remaining.map((e) => e.product_id)).toContain(extra.product_id);
  });

  test("should give a dish's details for the meal modal", async () => {
    const client = await visitorClient();
    const { product_remaining } = await openBox(client, { meals: 3, people: 2 });
    const dish = product_remaining[0];
    if (!dish) throw new Error("the menu is empty");

    const details = await client.call("/mealbox/get_product", { product_id: dish.product_id });

    const detail = details[String(dish.product_id)];
    expect(detail?.name).toBe(dish.name);
    expect(detail?.images[0]).toBe(dish.image_url);
    expect(detail?.description).not.toMatch(/<[a-z]/i);
  });

  test("should send a guest to log in and back to the same box at delivery", async () => {
    const client = await visitorClient();
    const box = await openBox(client, { meals: 3, people: 2 });

    const login = await client.call("/mealbox/get/login", { meal: 3, person: 2, order: box.order_id });

    expect(login.redirect).toBe(`/mealbox?meal=3&people=2&state=delivery&order_id=${box.order_id}`);
    expect(login.login_url).toBe(`/web/login?redirect=${encodeURIComponent(login.redirect)}`);
  });

  test("should keep the running total in /mealbox/cart", async () => {
    const client = await visitorClient();
    await expect(client.call("/mealbox/cart", {})).resolves.toMatchObject({
      price: 0,
      count_line: 0,
      order_id: 0,
    });

    const box = await composeFullBox(client, { meals: 2, people: 2 });
    await expect(client.call("/mealbox/cart", { order_id: box.order_id })).resolves.toMatchObject({
      order_id: box.order_id,
      price: box.amount_total,
      count_line: 2,
    });
  });

  test("should refuse another visitor's order, for guests and logged-in customers alike", async () => {
    const owner = await visitorClient();
    const box = await openBox(owner, { meals: 3, people: 2 });
    const dish = box.product_remaining[0];
    const intruders = [await visitorClient(), widgetRpcClient(await loginAs("portal", "portal"))];

    for (const intruder of intruders) {
      await intruder.call("/load/mealbox", { meal: 3, people: 2 });
      const attempts = [
        intruder.call("/mealbox/add/meal", { order_id: box.order_id, product_id: dish?.product_id ?? 0 }),
        intruder.call("/mealbox/remove/meal", { order_id: box.order_id, product_id: dish?.product_id ?? 0 }),
        intruder.call("/mealbox/get/order", { sale_order_id: box.order_id }),
        intruder.call("/mealbox/cart", { order_id: box.order_id }),
        intruder.call("/mealbox/diet", { order_id: box.order_id }),
        intruder.call("/mealbox/meal/validate", { order_id: box.order_id, meal: 3 }),
        intruder.call("/load/mealbox", { meal: 3, people: 2, order_id: box.order_id }),
      ];
      for (const attempt of attempts) {
        const error = await refusal(attempt);
        expect(error.exceptionName).toBe("odoo.exceptions.AccessError");
        expect(JSON.stringify(error)).not.toContain(String(box.amount_total));
      }
    }
    const untouched = await owner.call("/mealbox/get/order", { sale_order_id: box.order_id });
    expect(untouched.count_line).toBe(0);
  });

  test("should never overfill a box when dishes are added concurrently", async () => {
    const client = await visitorClient();
    const box = await openBox(client, { meals: 3, people: 2 });
    const singles = box.product_remaining.filter((d) => d["min-quant"] === 1).slice(0, 10);

    const outcomes = await Promise.allSettled(
      singles.map((dish) =>
        client.call("/mealbox/add/meal", { order_id: box.order_id, product_id: dish.product_id }),
      ),
    );

    const order = await client.call("/mealbox/get/order", { sale_order_id: box.order_id });
    expect(order.count_line).toBe(3);
    expect(outcomes.filter((o) => o.status === "fulfilled").length).toBe(3);
    for (const outcome of outcomes) {
      if (outcome.status === "rejected") expect(outcome.reason).toBeInstanceOf(RpcError);
    }
  });
});
