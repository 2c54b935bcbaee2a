// Helpers of the payment tests (integration and browser): a fresh portal
// customer per run (their saved cards start empty), a /shop cart ready to pay,
// and the payment form's props as /shop/payment renders them.
import type { RpcClient } from "@/core/rpc/rpc-client";
import type { PaymentFormProps } from "@/payment/checkout/payment-form-props";
import { createBrusselsPortalUser, portalUserRefs, uniqueStamp } from "../harness/brussels-portal-user";
import { callKw } from "../harness/call-kw";
import { ensureShopProduct } from "../harness/shop-product";
import { loginAs, type OdooSession } from "../harness/odoo-session";

/** Test cards of website_sale_payment_widget_demo. */
export const TEST_CARDS = {
  accepted: "4242 4242 4242 4242",
  challenge: "4000 0000 0000 3220",
  declined: "4000 0000 0000 0002",
  refused: "4000 0000 0000 0119",
  noAnswer: "4000 0000 0000 0127",
} as const;

export type Customer = { login: string; password: string; userId: number; partnerId: number };

/** A new portal user with a Belgian address (so checkout needs no address step). */
export async function createPortalCustomer(label: string): Promise<Customer> {
  const admin = await loginAs("admin", "admin");
  const refs = await portalUserRefs(admin);
  const stamp = uniqueStamp();
  const login = `wbpay-${label}-${stamp}@example.com`;
  const password = `pw-${stamp}`;
  const { userId, partnerId } = await createBrusselsPortalUser(admin, refs, {
    name: `Payment ${label} ${stamp}`,
    login,
    password,
  });
  return { login, password, userId, partnerId };
}

/** The visitor's cart with one ordinary shop product, through the checkout up to /shop/payment. */
export async function prepareShopOrder(session: OdooSession): Promise<PaymentFormProps> {
  const productId = await ensureShopProduct(await loginAs("admin", "admin"));
  await session.page("/shop");
  await session.jsonRpc("/shop/cart/update_json", { product_id: productId, add_qty: 1 });
  await session.page("/shop/checkout");
  const res = await session.fetch("/shop/confirm_order");
  if (!res.ok) throw new Error(`/shop/confirm_order: HTTP ${res.status}`);
  return paymentFormPropsOf(await session.page("/shop/payment"));
}

/** The props of the payment form mount point in a page. */
export function paymentFormPropsOf(html: string): PaymentFormProps {
  const match = /data-widget="payment-form"\s+data-props="([^"]*)"/.exec(html);
  if (!match?.[1]) throw new Error("no payment form mount point in the page");
  return JSON.parse(decodeHtml(match[1])) as PaymentFormProps;
}

function decodeHtml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#34;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

export async function loginCustomer(customer: Customer): Promise<OdooSession> {
  return loginAs(customer.login, customer.password);
}

/** The order as the back office sees it. */
export async function readOrder(
  orderId: number,
): Promise<{ state: string; amount_total: number; transaction_ids: number[]; name: string }> {
  const admin = await loginAs("admin", "admin");
  const [order] = await callKw<
    { state: string; amount_total: number; transaction_ids: number[]; name: string }[]
  >(admin, "sale.order", "read", [[orderId], ["state", "amount_total", "transaction_ids", "name"]]);
  if (!order) throw new Error(`no order ${orderId}`);
  return order;
}

/** The payment.transaction records of an order. */
export async function readTransactions(ids: number[]): Promise<
  {
    id: number;
    reference: string;
    state: string;
    token_id: [number, string] | false;
    is_post_processed: boolean;
  }[]
> {
  const admin = await loginAs("admin", "admin");
  return callKw(admin, "payment.transaction", "read", [
    ids,
    ["reference", "state", "token_id", "is_post_processed"],
  ]);
}

/** The demo provider's new-card option of the payment form. */
export function cardOption(props: PaymentFormProps) {
  const option = props.options.find(
    (candidate) => candidate.kind === "new_card" && candidate.providerCode === "demo",
  );
  if (!option) throw new Error("no demo card option: is website_sale_payment_widget_demo installed?");
  return option;
}

/** /payment/weekbox/token/create's params for a demo test card (`extra` overrides). */
export function cardTokenParams(
  props: PaymentFormProps,
  number: string,
  extra: Record<string, unknown> = {},
) {
  return {
    provider_id: cardOption(props).providerId,
    payment_method_id: cardOption(props).paymentMethodId,
    cc_number: number,
    cc_cvc: "123",
    cc_expiry: "12 / 39",
    cc_brand: "visa",
    verify_validity: true,
    ...extra,
  };
}

/** Pays the form's order with a saved card, as the widget's Pay does (/shop/payment/transaction). */
export function payWithToken(client: RpcClient, props: PaymentFormProps, tokenId: number) {
  return client.call("/shop/payment/transaction", {
    order_id: props.orderId!,
    access_token: props.accessToken,
    provider_id: cardOption(props).providerId,
    payment_method_id: null,
    token_id: tokenId,
    amount: props.amount ?? null,
    flow: "token",
    tokenization_requested: false,
    landing_route: "/shop/payment/validate",
    is_validation: false,
  });
}
