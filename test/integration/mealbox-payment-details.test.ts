// The meal-box payment details route (/payment_details) through the widgets'
// own client, against a real Odoo (the suite's menu and box sizes:
// test/harness/mealbox-world.ts): the shape is checked by the
// route map's schema on the real response; values and refusals by assertions.
import * as v from "valibot";
import { refusal, visitorClient } from "../harness/rpc-expectations";
import { routes } from "@/core/rpc/route-map";
import { composeFullBox } from "../harness/mealbox-flow";
import { useMealboxWorld } from "../harness/mealbox-world";
import { describeWithOdoo } from "../harness/odoo-available";

describeWithOdoo("meal-box payment details", () => {
  useMealboxWorld();

  test("should give a guest the payment options and URLs of their box order as plain data", async () => {
    const client = await visitorClient();
    const box = await composeFullBox(client, { meals: 3, people: 2 });

    const details = await client.call("/payment_details", {
      order_id: box.order_id,
      delivery_type: "delivery",
      meal_no: 3,
      person: 2,
    });

    // The client validated it already; parse again to be explicit about the schema.
    expect(v.safeParse(routes["/payment_details"].result, details).success).toBe(true);
    expect(details.id).toBe(box.order_id);
    expect(details.description).toMatch(/^S\d+$/);
    expect(details.metadata).toEqual({ order_nr: details.description });
    expect(details.tx_url).toBe(`/shop/payment/transaction/${box.order_id}`);
    expect(details).toMatchObject({
      return_url: "/shop/payment/validate",
      success_url: "/shop/payment/validate",
      error_url: "/shop/payment",
      paymentUrl: "/shop/payment",
      callback_method: "",
      pms: [],
    });
    expect(details.access_token).not.toBe("");
    expect(details.s2s_acquirers_count).toBe(details.s2s_acquirers.length);
    expect(details.form_acquirers_count).toBe(details.form_acquirers.length);
    expect(details.acq_list.length).toBeGreaterThan(0);
    expect(details.acq_list.map((p) => p.id)).toContain(details.acquirer_id);
    expect(details.s2s_acquirers.every((p) => p.s2s && !p.form)).toBe(true);
    expect(details.form_acquirers.every((p) => p.form && !p.s2s)).toBe(true);
    for (const icon of [...details.payment_icon, ...details.pay_payment_icon]) {
      expect(icon).toMatch(/^\/web\/image\/payment\.(provider|method)\/\d+\/image_\w+$/);
    }
    expect(JSON.stringify(details)).not.toMatch(/</);
  });

  test("should give the same access token as the order's on a second call", async () => {
    const client = await visitorClient();
    const box = await composeFullBox(client, { meals: 2, people: 2 });
    const first = await client.call("/payment_details", { order_id: box.order_id });
    const second = await client.call("/payment_details", { order_id: box.order_id, delivery_type: "pickup" });
    expect(second.access_token).toBe(first.access_token);
  });

  test("should refuse another visitor's order", async () => {
    const owner = await visitorClient();
    const box = await composeFullBox(owner, { meals: 2, people: 2 });
    const intruder = await visitorClient();
    await composeFullBox(intruder, { meals: 2, people: 2 });

    const error = await refusal(intruder.call("/payment_details", { order_id: box.order_id }));

    expect(error.exceptionName).toBe("odoo.exceptions.AccessError");
    expect(error.message).toBe("This order is not available. Please start your box again.");
  });
});
