// The home page routes (countdown, our menu, zip check) through the widgets' own
// client against a real Odoo: every answer is checked against the route map's
// schema by the client itself. The suite brings the week's menu and a delivery
// zone of its own (test/harness/mealbox-fixtures.ts).
import { RpcError } from "@/core/rpc/rpc-errors";
import {
  createDeliveryZone,
  createWeekMenu,
  type MealboxMenu,
  type MealboxZone,
} from "../harness/mealbox-fixtures";
import { describeWithOdoo } from "../harness/odoo-available";
import { loginAs, newVisitor, OdooRpcError } from "../harness/odoo-session";
import { widgetRpcClient } from "../harness/widget-rpc-client";

const DAY_MS = 86_400_000;

describeWithOdoo("meal-box home routes", () => {
  let menu: MealboxMenu | undefined;
  let zone: MealboxZone | undefined;

  beforeAll(async () => {
    const admin = await loginAs("admin", "admin");
    menu = await createWeekMenu(admin);
    zone = await createDeliveryZone(admin, "1000");
  });
  afterAll(async () => {
    await zone?.remove();
    await menu?.remove();
  });

  test("should count down to the next order cut-off, within a week", async () => {
    const client = widgetRpcClient(await newVisitor());

    const duration = await client.call("/get/duration", {});

    const left = Date.parse(duration.deadline) - Date.parse(duration.now);
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(7 * DAY_MS);
    expect(duration.day).toBeGreaterThanOrEqual(0);
    expect(duration.day).toBeLessThanOrEqual(7);
    const shown = ((duration.day * 24 + duration.hours) * 60 + duration.minutes) * 60_000;
    expect(left - shown).toBeGreaterThanOrEqual(0);
    expect(left - shown).toBeLessThan(60_000);
    expect(duration.tz).toBe("Europe/Brussels");
    // The deadline is the cut-off of a delivery date that comes after it.
    expect(Date.parse(duration.delivery_date)).toBeGreaterThan(Date.parse(duration.deadline) - DAY_MS);
  });

  test("should show the week's menu: its dishes in order, with their categories", async () => {
    const client = widgetRpcClient(await newVisitor());

    const ours = await client.call("/our/menu", {});

    expect(ours.front_products.map((dish) => [dish.product_tmpl_id, dish.name])).toEqual(
      menu!.dishes.map((dish) => [dish.id, dish.name]),
    );
    const categoryIds = new Set(ours.categ_list.map((category) => category.id));
    expect(ours.categ_list.map((category) => category.name).sort()).toEqual(
      [menu!.meatCategory, menu!.veggieCategory].sort(),
    );
    for (const dish of ours.front_products) {
      expect(dish.image_url).toMatch(/^\/web\/image\/product\.template\/\d+\/image_512/);
      expect(dish.category.length).toBeGreaterThan(0);
      for (const id of dish.category) expect(categoryIds.has(id)).toBe(true);
    }
    expect(new Set(ours.front_products.map((dish) => dish.product_id)).size).toBe(ours.front_products.length);
  });

  test("should accept 1000 (Brussels) and give its delivery dates", async () => {
    const client = widgetRpcClient(await newVisitor());

    const result = await client.call("/weekbox/zip/check", { zip_postal_code: " 1000 " });

    expect(result).toMatchObject({ valid: true, zip: "1000", message: "", zone_name: zone!.name });
    expect(result.delivery_period_list.length).toBeGreaterThan(0);
  });

  test("should answer invalid, with a message, for a very long number or letters", async () => {
    const client = widgetRpcClient(await newVisitor());

    for (const zip of ["12345678901234567890", "abcd", "", "10 00"]) {
      const result = await client.call("/weekbox/zip/check", { zip_postal_code: zip });
      expect({ zip, valid: result.valid, message: result.message !== "" }).toEqual({
        zip,
        valid: false,
        message: true,
      });
      expect(result.delivery_period_list).toEqual([]);
    }
  });

  test("should refuse what is not text with a validation error, never a server error", async () => {
    const session = await newVisitor();

    for (const params of [
      { zip_postal_code: 1000 },
      { zip_postal_code: null },
      {},
      { zip_postal_code: ["1000"] },
    ]) {
      const error = await session.jsonRpc("/weekbox/zip/check", params).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(OdooRpcError);
      expect((error as OdooRpcError).data?.name).toBe("odoo.exceptions.ValidationError");
      expect((error as OdooRpcError).data?.message).toBe("The zip code must be text.");
    }
    const unknown = await widgetRpcClient(session)
      // @ts-expect-error -- an unknown param is refused by the route map before sending
      .call("/get/duration", { zone: 1 })
      .catch((e: unknown) => e);
    expect(unknown).toBeInstanceOf(TypeError);
    const raw = await session.jsonRpc("/get/duration", { zone: 1 }).catch((e: unknown) => e);
    expect((raw as OdooRpcError).data?.message).toBe("Unknown parameter(s): zone");
    expect(raw).not.toBeInstanceOf(RpcError);
  });
});
