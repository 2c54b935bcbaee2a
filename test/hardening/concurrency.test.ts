// Concurrent requests on one order (double clicks, several tabs, retries):
// 50 parallel "add a dish" never overfill a 3-meal box, parallel applications
// of one promo code give one discount, a double-submitted Pay makes one
// transaction. Every answer is a result or a refusal with a human message,
// never a traceback or an HTTP error. The integration suites already check
// 10 parallel adds and 3 parallel pays; these are the numbers.
//
// The suite brings its world (test/harness/mealbox-fixtures.ts), nothing of the
// demo data's: the 3 × 2 box size, this week's and next week's menu, a pick-up
// store and a promo code of the run's own, removed after it. The demo payment
// provider is our module's (website_sale_payment_widget_demo), not demo data.
import type { RpcClient } from "@/core/rpc/rpc-client";
import { composeFullBox, openBox } from "../harness/mealbox-flow";
import { describeWithOdoo } from "../harness/odoo-available";
import { loginAs, newVisitor, type OdooSession } from "../harness/odoo-session";
import { widgetRpcClient } from "../harness/widget-rpc-client";
import { callKw } from "../harness/call-kw";
import { createMealboxWorld, type MealboxWorld } from "../harness/mealbox-fixtures";
import {
  liftVisitorLimit,
  PROMO_LIMIT,
  CARD_LIMIT,
  liftVisitorLimitForSuite,
} from "../harness/visitor-limits";
import { createPortalCustomer, loginCustomer, TEST_CARDS } from "../integration/payment-shop-order";
import { problemsOf } from "./support/answer-checks";
import { readOrderSnapshot } from "./support/order-consistency";
import { rawRpc, type RawAnswer } from "./support/raw-rpc";

const SIZE = { meals: 3, people: 2 };

/** `count` copies of the same call, sent at once. */
function burst(count: number, send: () => Promise<RawAnswer>): Promise<RawAnswer[]> {
  return Promise.all(Array.from({ length: count }, send));
}

function expectClean(answers: RawAnswer[]): void {
  const problems = answers.flatMap((answer) => problemsOf(answer));
  expect(problems).toEqual([]);
}

/** A portal customer's full box, ready to pay (pick-up at `storeId`), as the delivery step leaves it. */
async function readyToPay(
  session: OdooSession,
  email: string,
  storeId: number,
): Promise<{ client: RpcClient; orderId: number }> {
  const client = widgetRpcClient(session);
  const box = await composeFullBox(client, SIZE);
  const summary = await client.call("/mealbox/address", {
    order_id: box.order_id,
    delivery_type: "pick_store",
  });
  const belgium = summary.country.find((country) => country.code === "BE");
  if (!belgium) throw new Error("no Belgium");
  await client.call("/mealbox/checkout", {
    name: "Concurrent Payer",
    email,
    phone: "+32 2 123 45 67",
    street: "Rue Neuve 1",
    zip: "1000",
    city: "Bruxelles",
    country_id: belgium.id,
    delivery_type: "pick_store",
    delivery_bill: "billing",
    is_ship: 1,
    partner: summary.partner_id,
    order_id: box.order_id,
  });
  // The run's store (open every day): it has dates whatever the day and hour.
  const store = summary.store_names_list.find((row) => row.id === storeId);
  if (!store?.delivery_period_list.length) throw new Error(`the run's store ${storeId} has no pick-up date`);
  await client.call("/add/details", {
    order_id: box.order_id,
    delivery_type: "pick_store",
    delivery_date: store.delivery_period_list[0],
    store_id: store.id,
  });
  return { client, orderId: box.order_id };
}

describeWithOdoo("concurrent requests on one order", () => {
  // Its card payments count against the test machine's address: lifted while it runs, removed after.
  liftVisitorLimitForSuite(CARD_LIMIT);
  let world: MealboxWorld | undefined;
  let restorePromoLimit: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const admin = await loginAs("admin", "admin");
    // The burst's refused tries count as wrong codes for 127.0.0.1, as do those
    // of the suites run before (in the last 15 minutes): the limit is not what
    // this suite tests, and its tries must not outlive it.
    restorePromoLimit = await liftVisitorLimit(admin, PROMO_LIMIT);
    world = await createMealboxWorld(admin, { store: true, promo: true });
  }, 120_000);
  afterAll(async () => {
    await world?.remove();
    await restorePromoLimit?.();
  });

  test("should never put more than 3 meals in a 3-meal box, whatever 50 parallel adds do", async () => {
    const session = await newVisitor();
    const client = widgetRpcClient(session);
    const box = await openBox(client, SIZE);
    const singles = box.product_remaining.filter((dish) => dish["min-quant"] === 1);
    expect(singles.length).toBeGreaterThan(0);

    let turn = 0;
    const answers = await burst(50, () => {
      const dish = singles[turn++ % singles.length]!;
      return rawRpc(session, "/mealbox/add/meal", { order_id: box.order_id, product_id: dish.product_id });
    });

    expectClean(answers);
    const added = answers.filter((answer) => answer.body && "result" in answer.body);
    expect(added).toHaveLength(3);
    const admin = await loginAs("admin", "admin");
    const { count, order } = await readOrderSnapshot(admin, box.order_id);
    expect(count).toBe(3);
    const seen = await client.call("/mealbox/get/order", { sale_order_id: box.order_id });
    expect(seen).toMatchObject({ count_line: 3, meal: 3, amount_total: order.amount_total });
  }, 300_000);

  test("should apply a promo code once when it is sent 10 times at once", async () => {
    const session = await newVisitor();
    const client = widgetRpcClient(session);
    const box = await composeFullBox(client, SIZE);
    const before = await client.call("/mealbox/address", { order_id: box.order_id });

    const answers = await burst(10, () =>
      rawRpc(session, "/check/promo", { promo: world!.promo!.code, order_id: box.order_id }),
    );

    expectClean(answers);
    const results = answers.map(
      (answer) => answer.body?.result as { valid?: boolean; reward_amount?: number },
    );
    const valid = results.filter((result) => result?.valid);
    expect(valid.length).toBeGreaterThan(0);
    // Every answer that applied it reports the same, single discount.
    expect(new Set(valid.map((result) => result.reward_amount)).size).toBe(1);
    const discount = valid[0]!.reward_amount!;
    expect(discount).toBeGreaterThan(0);
    const admin = await loginAs("admin", "admin");
    const lines = await callKw<{ reward_id: [number, string] | false; price_total: number }[]>(
      admin,
      "sale.order.line",
      "search_read",
      [
        [
          ["order_id", "=", box.order_id],
          ["reward_id", "!=", false],
        ],
      ],
      { fields: ["reward_id", "price_total"] },
    );
    expect(lines).toHaveLength(1);
    const after = await client.call("/mealbox/address", { order_id: box.order_id });
    expect(after.global_discount + after.coupon_discount).toBeCloseTo(discount, 2);
    expect(after.total).toBeCloseTo(before.total - discount, 2);
  }, 300_000);

  test("should make one transaction when Pay is double-submitted (and 10 times at once)", async () => {
    const customer = await createPortalCustomer("hardening-pay");
    const session = await loginCustomer(customer);
    const { client, orderId } = await readyToPay(session, customer.login, world!.store!.id);
    const details = await client.call("/payment_details", { order_id: orderId });
    const demo = details.acq_list.find((provider) => provider.code === "demo");
    if (!demo) throw new Error("no demo provider: is website_sale_payment_widget_demo installed?");
    const saved = await client.call("/payment/weekbox/token/create", {
      provider_id: demo.id,
      payment_method_id: null,
      cc_number: TEST_CARDS.accepted,
      cc_cvc: "123",
      cc_expiry: "12 / 39",
      verify_validity: true,
    });
    expect(saved.result).toBe(true);

    const pay = () =>
      rawRpc(session, "/shop/payment/transaction", {
        order_id: orderId,
        access_token: details.access_token,
        provider_id: demo.id,
        payment_method_id: null,
        token_id: saved.id,
        amount: null,
        flow: "token",
        tokenization_requested: false,
        landing_route: "/shop/payment/validate",
        is_validation: false,
      });
    const doubleSubmit = await burst(2, pay);
    const more = await burst(10, pay);

    expectClean([...doubleSubmit, ...more]);
    const references = new Set(
      [...doubleSubmit, ...more]
        .map((answer) => (answer.body?.result as { reference?: string } | undefined)?.reference)
        .filter(Boolean),
    );
    expect(references.size).toBe(1);
    const admin = await loginAs("admin", "admin");
    const [order] = await callKw<{ transaction_ids: number[] }[]>(admin, "sale.order", "read", [
      [orderId],
      ["transaction_ids"],
    ]);
    expect(order?.transaction_ids).toHaveLength(1);
  }, 300_000);
});
