// A paid order's post-processing (its confirmation, its mail) finished by
// everyone at once: the customer's status polls, our order status route and
// Odoo's post-processing cron, as when the cron runs while the customer's
// page polls. Each answers (or says "retry", Odoo's "try later"), the order
// is confirmed once.
import { RpcError } from "@/core/rpc/rpc-errors";
import type { RpcClient } from "@/core/rpc/rpc-client";
import type { PaymentFormProps } from "@/payment/checkout/payment-form-props";
import { callKw } from "../harness/call-kw";
import { describeWithOdoo } from "../harness/odoo-available";
import { loginAs, type OdooSession } from "../harness/odoo-session";
import { widgetRpcClient } from "../harness/widget-rpc-client";
import {
  cardTokenParams,
  createPortalCustomer,
  loginCustomer,
  payWithToken,
  prepareShopOrder,
  readOrder,
  readTransactions,
  TEST_CARDS,
} from "./payment-shop-order";
import { CARD_LIMIT, liftVisitorLimitForSuite } from "../harness/visitor-limits";

/** Runs Odoo's post-processing cron now, in this request (ir.cron's "Run Manually"). */
async function runPostProcessingCron(admin: OdooSession): Promise<void> {
  const [ref] = await callKw<{ res_id: number }[]>(
    admin,
    "ir.model.data",
    "search_read",
    [
      [
        ["module", "=", "payment"],
        ["name", "=", "cron_post_process_payment_tx"],
      ],
    ],
    { fields: ["res_id"] },
  );
  await callKw(admin, "ir.cron", "method_direct_trigger", [[ref!.res_id]]);
}

/** The answer, or the Odoo error's message. */
const settle = (call: Promise<unknown>) =>
  call.then(
    (value) => ({ value }),
    (error: unknown) => ({ error: error instanceof RpcError ? error.message : String(error) }),
  );

/** The confirmation mails of an order (sale's template posts one to the customer, "<Company> Order (Ref S00042)"). */
async function confirmationMessages(admin: OdooSession, orderId: number, orderName: string): Promise<number> {
  return callKw<number>(admin, "mail.message", "search_count", [
    [
      ["model", "=", "sale.order"],
      ["res_id", "=", orderId],
      ["subject", "ilike", `(Ref ${orderName})`],
    ],
  ]);
}

describeWithOdoo("payment post-processing by several requests at once", () => {
  // Its card payments count against the test machine's address: lifted while it runs, removed after.
  liftVisitorLimitForSuite(CARD_LIMIT);
  let admin: OdooSession;
  let client: RpcClient;
  let props: PaymentFormProps;

  beforeAll(async () => {
    admin = await loginAs("admin", "admin");
    const customer = await createPortalCustomer("postprocess");
    const session = await loginCustomer(customer);
    client = widgetRpcClient(session);
    props = await prepareShopOrder(session);
  });

  test("should confirm the order once, every poll answering the status or retry", async () => {
    const saved = await client.call(
      "/payment/weekbox/token/create",
      cardTokenParams(props, TEST_CARDS.accepted),
    );
    const paid = await payWithToken(client, props, saved.id as number);
    const [txId] = (await readOrder(props.orderId!)).transaction_ids;
    // Paid, not yet post-processed: what the poll (or the cron) finishes.
    expect((await readTransactions([txId!]))[0]).toMatchObject({ state: "done", is_post_processed: false });

    const poll = () => settle(client.call("/payment/status/poll", {}));
    const status = () => settle(client.call("/shop/payment/get_status", { order_id: props.orderId! }));
    const answers = await Promise.all([
      poll(),
      status(),
      poll(),
      settle(runPostProcessingCron(admin)),
      poll(),
      status(),
      poll(),
    ]);
    const [polls, statuses, cron] = [
      [answers[0], answers[2], answers[4], answers[6]],
      [answers[1], answers[5]],
      answers[3],
    ];
    for (const answer of polls) {
      expect(answer).toEqual(
        "error" in answer!
          ? { error: "retry" }
          : { value: expect.objectContaining({ state: "done", reference: paid.reference }) },
      );
    }
    for (const answer of statuses)
      expect(answer).toEqual({ value: expect.objectContaining({ state: "done" }) });
    expect(cron).not.toHaveProperty("error");

    // However the race went, the payment is post-processed and its order confirmed, once.
    expect(await client.call("/payment/status/poll", {})).toMatchObject({ state: "done" });
    expect((await readTransactions([txId!]))[0]).toMatchObject({ is_post_processed: true });
    const order = await readOrder(props.orderId!);
    expect(order.state).toBe("sale");
    expect(await confirmationMessages(admin, props.orderId!, order.name)).toBe(1);
  });
});
