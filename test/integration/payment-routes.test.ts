// The payment widgets' RPC client against the real routes (payment-routes.ts):
// card tokenisation with the demo provider, linked records, one transaction
// per order however many Pay presses arrive at once, the order's status.
import { RpcError } from "@/core/rpc/rpc-errors";
import type { RpcClient } from "@/core/rpc/rpc-client";
import { describeWithOdoo } from "../harness/odoo-available";
import type { OdooSession } from "../harness/odoo-session";
import { widgetRpcClient } from "../harness/widget-rpc-client";
import type { PaymentFormProps } from "@/payment/checkout/payment-form-props";
import {
  cardOption,
  cardTokenParams,
  createPortalCustomer,
  loginCustomer,
  paymentFormPropsOf,
  payWithToken,
  prepareShopOrder,
  readOrder,
  readTransactions,
  TEST_CARDS,
  type Customer,
} from "./payment-shop-order";
import { CARD_LIMIT, liftVisitorLimitForSuite } from "../harness/visitor-limits";

describeWithOdoo("payment routes", () => {
  // Its card payments count against the test machine's address: lifted while it runs, removed after.
  liftVisitorLimitForSuite(CARD_LIMIT);
  let customer: Customer;
  let session: OdooSession;
  let client: RpcClient;
  let props: PaymentFormProps;

  beforeAll(async () => {
    customer = await createPortalCustomer("routes");
    session = await loginCustomer(customer);
    client = widgetRpcClient(session);
    props = await prepareShopOrder(session);
  });

  const tokenParams = (number: string, extra: Record<string, unknown> = {}) =>
    cardTokenParams(props, number, extra);

  test("should offer the demo card, wire transfer, and the order's context", () => {
    expect(props.orderId).toBeGreaterThan(0);
    expect(props.transactionRoute).toBe("/shop/payment/transaction");
    expect(props.createTokenRoute).toBe("/payment/weekbox/token/create");
    expect(
      cardOption(props)
        .brands.map((brand) => brand.code)
        .slice(0, 4),
    ).toEqual(["visa", "mastercard", "maestro", "amex"]);
    expect(
      props.options.some((option) => option.kind === "redirect" && option.providerCode === "custom"),
    ).toBe(true);
  });

  test("should refuse invalid cards with the server's message", async () => {
    await expect(
      client.call("/payment/weekbox/token/create", tokenParams("4242 4242 4242 4241")),
    ).resolves.toEqual({
      result: false,
      id: false,
      challenge_url: false,
      error: "The card number is invalid.",
    });
    await expect(
      client.call(
        "/payment/weekbox/token/create",
        tokenParams(TEST_CARDS.accepted, { cc_expiry: "01 / 20" }),
      ),
    ).resolves.toMatchObject({ result: false, error: "This card has expired." });
    await expect(
      client.call("/payment/weekbox/token/create", tokenParams(TEST_CARDS.refused)),
    ).resolves.toMatchObject({
      result: false,
      error: "Your card was declined by your bank.",
    });
    await expect(
      client.call("/payment/weekbox/token/create", tokenParams(TEST_CARDS.noAnswer)),
    ).resolves.toEqual({
      result: false,
      id: false,
      challenge_url: false,
      error: false,
    });
  });

  test("should save a card, pay once however many Pay presses arrive together, and report the status", async () => {
    const saved = await client.call("/payment/weekbox/token/create", tokenParams(TEST_CARDS.accepted));
    expect(saved.result).toBe(true);
    expect(saved.id).toEqual(expect.any(Number));

    const payWith = (tokenId: number) => payWithToken(client, props, tokenId);
    const pay = () => payWith(saved.id as number);
    const answers = await Promise.all([pay(), pay(), pay()]);
    expect(new Set(answers.map((answer) => answer.reference)).size).toBe(1);
    const order = await readOrder(props.orderId!);
    expect(order.transaction_ids).toHaveLength(1);
    const [transaction] = await readTransactions(order.transaction_ids);
    expect(transaction).toMatchObject({
      state: "done",
      token_id: [saved.id, expect.stringContaining("4242")],
    });

    const poll = await client.call("/payment/status/poll", {});
    expect(poll).toMatchObject({
      state: "done",
      reference: answers[0]!.reference,
      landing_route: "/shop/payment/validate",
    });

    const status = await client.call("/shop/payment/get_status", { order_id: props.orderId! });
    expect(status).toMatchObject({ recall: false, state: "done", orderState: "sale", communication: "" });

    // Paid: another card (e.g. from a second tab) is refused, no second charge.
    const other = await client.call("/payment/weekbox/token/create", tokenParams("5555 5555 5555 4444"));
    const refused = await payWith(other.id as number).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RpcError);
    expect(refused).toMatchObject({
      exceptionName: "odoo.exceptions.ValidationError",
      message: "This order is already paid.",
    });
    expect((await readOrder(props.orderId!)).transaction_ids).toHaveLength(1);
  });

  test("should answer the same refusal for any order id, as JSON", async () => {
    const refusal = (params: { order_id: number; access_token?: string }) =>
      client.call("/shop/payment/get_status", params).catch((error: unknown) => error);
    const existing = await refusal({ order_id: props.orderId! - 1, access_token: "wrong" });
    const missing = await refusal({ order_id: 2_000_000_000, access_token: "wrong" });
    for (const refused of [existing, missing]) {
      expect(refused).toMatchObject({
        exceptionName: "odoo.exceptions.ValidationError",
        message: "This order is not available.",
      });
    }
    await expect(session.jsonRpc("/shop/payment/get_status/abc", {})).rejects.toThrow(
      "This order is not available.",
    );
  });

  test("should list the orders a card paid before it is deleted, and refuse other customers", async () => {
    const manage = paymentFormPropsOf(await session.page("/my/payment_method"));
    expect(manage.mode).toBe("manage");
    // The card the order was paid with (a second card was saved since, unused).
    const token = manage.options.find((option) => option.kind === "token" && option.details === "•••• 4242");
    expect(token).toBeDefined();
    const linked = await client.call("/payment/weekbox/token/linked_records", {
      token_ids: [token!.tokenId!],
    });
    expect(linked[String(token!.tokenId)]).toEqual([
      {
        url: expect.stringMatching(/^\/my\/orders\/\d+/),
        description: "Sales Order",
        name: expect.stringMatching(/^S\d+/),
      },
    ]);

    const intruder = widgetRpcClient(await loginCustomer(await createPortalCustomer("intruder")));
    const refused = await intruder
      .call("/payment/weekbox/token/linked_records", { token_ids: [token!.tokenId!] })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RpcError);
    expect(refused).toMatchObject({
      exceptionName: "odoo.exceptions.AccessError",
      message: "You do not have access to this payment token.",
    });

    await expect(client.call("/payment/archive_token", { token_id: token!.tokenId! })).resolves.toBeNull();
    const after = paymentFormPropsOf(await session.page("/my/payment_method"));
    expect(after.options.some((option) => option.tokenId === token!.tokenId)).toBe(false);
  });
});
