// One simulated customer ordering meal boxes by RPC, as the widgets do (same
// routes, same params, the widgets' own client): compose a 3 × 2 box, add an
// extra, the delivery step for a pick-up with its date and the promo code, the
// payment page, a new demo card (4242…), the payment status poll that confirms
// the order, the confirmation page. Each user action is timed as the customer
// waits for it (one or more RPCs). An order counts when Odoo says it is a sale.
// The box size, menu, extra, store and promo code are the load section's own
// world (load.ts), not the demo's.
import type { RpcClient } from "@/core/rpc/rpc-client";
import type { PaymentFormProps } from "@/payment/checkout/payment-form-props";
import type { OdooSession } from "../harness/odoo-session";
import { paymentFormPropsOf } from "../integration/payment-shop-order";

const SIZE = { meals: 3, people: 2 };
const CARD = { cc_number: "4242 4242 4242 4242", cc_cvc: "123", cc_expiry: "12 / 39", cc_brand: "visa" };

export type ActionTimer = <T>(action: string, run: () => Promise<T>) => Promise<T>;

/** `promo`: the code applied at the delivery step (the load section's own). */
export async function orderOneBox(
  session: OdooSession,
  client: RpcClient,
  timed: ActionTimer,
  promo: string,
): Promise<void> {
  let box = await timed("open compose", () =>
    client.call("/load/mealbox", { ...sizeParams(), state: "compose" }),
  );
  const orderId = box.order_id;
  // A box left over by an interrupted order: empty it first (not a customer action).
  for (const line of box.product_in_cart) {
    await client.call("/mealbox/remove/meal", { order_id: orderId, line_id: line.line_id, quantity: 0 });
  }
  const singles = box.product_remaining.filter((dish) => dish["min-quant"] === 1).slice(0, SIZE.meals);
  for (const dish of singles) {
    await timed("add dish", () =>
      client.call("/mealbox/add/meal", { order_id: orderId, product_id: dish.product_id }),
    );
  }
  box = await timed("Next → extra", () =>
    client.call("/load/mealbox", { ...sizeParams(), order_id: orderId, state: "extra" }),
  );
  const extra = box.extra_remaining[0];
  if (extra) {
    await timed("add extra", () =>
      client.call("/mealbox/add/extra-meal", {
        order_id: orderId,
        product_id: extra.product_id,
        add_product: 1,
      }),
    );
  }
  const summary = await timed("Next → delivery", async () => {
    if (!(await client.call("/mealbox/meal/validate", { meal: SIZE.meals, order_id: orderId })))
      throw new Error("the box is not complete");
    return client.call("/mealbox/address", { meal_no: SIZE.meals, person: SIZE.people, order_id: orderId });
  });
  const store = summary.store_names_list.find((row) => row.delivery_period_list.length > 0);
  if (!store) throw new Error("no pick-up store with a date");
  const pickup = await timed("choose a store", () =>
    client.call("/pickup/list", { store_id: store.id, order_id: orderId }),
  );
  const date = pickup.delivery_period_list[0]!;
  await timed("apply promo", () => client.call("/check/promo", { promo, order_id: orderId }));
  await timed("Pay → /shop/payment", async () => {
    // As the delivery step pays: one call that checks the box and prepares the order.
    const ready = await client.call("/add/details", {
      delivery_date: date,
      order_id: orderId,
      delivery_type: "pick_store",
      is_individual: 0,
      store_id: store.id,
      remark: "",
      meal: SIZE.meals,
    });
    if (!ready.ready) throw new Error(`Pay refused: ${ready.reason}`);
  });
  const props = await timed("payment page", async () =>
    paymentFormPropsOf(await session.page("/shop/payment")),
  );
  await payWithNewCard(client, props, timed);
  await timed("confirmation page", () => session.page("/shop/payment/validate"));
  const status = await client.call("/shop/payment/get_status", { order_id: orderId });
  if (status.orderState !== "sale")
    throw new Error(`order ${orderId} is ${status.orderState} after paying (${status.state})`);
}

function sizeParams() {
  return { meal: SIZE.meals, people: SIZE.people };
}

async function payWithNewCard(client: RpcClient, props: PaymentFormProps, timed: ActionTimer): Promise<void> {
  const option = props.options.find(
    (candidate) => candidate.kind === "new_card" && candidate.providerCode === "demo",
  );
  if (!option || !props.orderId)
    throw new Error("no demo card option on /shop/payment (website_sale_payment_widget_demo?)");
  await timed("pay with a new card", async () => {
    const token = await client.call("/payment/weekbox/token/create", {
      ...CARD,
      provider_id: option.providerId,
      payment_method_id: option.paymentMethodId,
      partner_id: props.partnerId,
      access_token: props.accessToken,
      verify_validity: false,
      order_id: props.orderId,
      ...(props.successUrl ? { landing_route: props.successUrl } : {}),
    });
    if (!token.result || token.id === false) throw new Error(`card refused: ${String(token.error)}`);
    await client.call("/shop/payment/transaction", {
      order_id: props.orderId!,
      access_token: props.accessToken,
      provider_id: option.providerId,
      payment_method_id: null,
      token_id: token.id,
      amount: props.amount ?? null,
      flow: "token",
      tokenization_requested: false,
      landing_route: props.successUrl || "/payment/status",
      is_validation: false,
    });
    // The payment status poll runs Odoo's post-processing: the order is confirmed there.
    for (let attempt = 0; attempt < 10; attempt++) {
      const status = await client.call("/payment/status/poll", {});
      if (status.state === "done") return;
      if (status.state !== "draft" && status.state !== "pending") throw new Error(`payment ${status.state}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error("the payment stayed pending");
  });
}
