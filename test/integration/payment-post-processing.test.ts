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
  createPortalCustomer,
  loginCustomer,
  prepareShopOrder,
  readOrder,
  TEST_CARDS,
} from "./payment-shop-order";

type Transaction = { id: number; state: string; is_post_processed: boolean };

async function readTransaction(admin: OdooSession, id: number): Promise<Transaction> {
  const [tx] = await callKw<Transaction[]>(admin, "payment.transaction", "read", [
    [id],
    ["state", "is_post_processed"],
  ]);
  return tx!;
}

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
    const card = props.options.find(
      (option) => option.kind === "new_card" && option.providerCode === "demo",
    )!;
    const saved = await client.call("/payment/weekbox/token/create", {
      provider_id: card.providerId,
      payment_method_id: card.paymentMethodId,
      cc_number: TEST_CARDS.accepted,
      cc_cvc: "123",
      cc_expiry: "12 / 39",
      cc_brand: "visa",
      verify_validity: true,
    });
    const paid = await client.call("/shop/payment/transaction", {
      order_id: props.orderId!,
      access_token: props.accessToken,
      provider_id: card.providerId,
      payment_method_id: null,
      token_id: saved.id as number,
      amount: props.amount ?? null,
      flow: "token",
      tokenization_requested: false,
      landing_route: "/shop/payment/validate",
      is_validation: false,
    });
    const [txId] = (await readOrder(props.orderId!)).transaction_ids;
    // Paid, not yet post-processed: what the poll (or the cron) finishes.
    expect(await readTransaction(admin, txId!)).toMatchObject({ state: "done", is_post_processed: false });

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
    expect(await readTransaction(admin, txId!)).toMatchObject({ is_post_processed: true });
    const order = await readOrder(props.orderId!);
    expect(order.state).toBe("sale");
    expect(await confirmationMessages(admin, props.orderId!, order.name)).toBe(1);
  });
});
