// Shared by the payment widgets' component tests: props like the server's,
// an in-process Odoo for the payment routes, and the page-navigation mock.
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { RpcClientContext } from "@/core/data/rpc-client-context";
import { createRpcClient } from "@/core/rpc/rpc-client";
import { createFakeOdoo, odooResult, type FakeOdoo } from "@/core/testing/fake-odoo-fetch";
import { PaymentForm } from "../components/payment-form";
import type { PaymentFormProps, PaymentOption } from "../payment-form-props";
import "./with-aria-controls";

export const BRANDS = ["visa", "mastercard", "maestro", "amex", "discover", "diners", "jcb", "unionpay"].map(
  (code, index) => ({
    id: 100 + index,
    code,
    name: code.toUpperCase(),
    imageUrl: `/web/image/payment.method/${100 + index}/image_payment_form`,
  }),
);

export const CARD_OPTION: PaymentOption = {
  id: "pm-6-40",
  kind: "new_card",
  providerId: 6,
  providerCode: "demo",
  providerName: "Demo",
  isTest: true,
  helpMessage: "",
  paymentMethodId: 40,
  paymentMethodCode: "card",
  tokenId: null,
  label: "Card",
  details: "",
  brands: BRANDS,
  canDelete: false,
};

export const WIRE_OPTION: PaymentOption = {
  id: "pm-15-200",
  kind: "redirect",
  providerId: 15,
  providerCode: "custom",
  providerName: "Wire Transfer",
  isTest: false,
  helpMessage: "Transfer the amount to our bank account.",
  paymentMethodId: 200,
  paymentMethodCode: "wire_transfer",
  tokenId: null,
  label: "Wire Transfer",
  details: "",
  brands: [
    {
      id: 200,
      code: "wire_transfer",
      name: "Wire Transfer",
      imageUrl: "/web/image/payment.method/200/image_payment_form",
    },
  ],
  canDelete: false,
};

export function tokenOption(tokenId: number, last4: string): PaymentOption {
  return {
    ...CARD_OPTION,
    id: `token-${tokenId}`,
    kind: "token",
    tokenId,
    paymentMethodId: 100,
    paymentMethodCode: "visa",
    label: "VISA",
    details: `•••• ${last4}`,
    brands: BRANDS.slice(0, 1),
    canDelete: true,
  };
}

export function checkoutProps(overrides: Partial<PaymentFormProps> = {}): PaymentFormProps {
  return {
    mode: "payment",
    orderId: 42,
    partnerId: 7,
    accessToken: "order-access-token",
    amount: 18.17,
    currencyId: 1,
    transactionRoute: "/shop/payment/transaction",
    createTokenRoute: "/payment/weekbox/token/create",
    successUrl: "/shop/payment/validate",
    errorUrl: "/shop/payment",
    returnUrl: "/shop/payment",
    callbackMethod: "",
    options: [tokenOption(11, "4242"), CARD_OPTION, WIRE_OPTION],
    selectedOptionId: null,
    ...overrides,
  };
}

export function manageProps(overrides: Partial<PaymentFormProps> = {}): PaymentFormProps {
  return {
    mode: "manage",
    partnerId: 7,
    accessToken: "partner-access-token",
    createTokenRoute: "/payment/weekbox/token/create",
    successUrl: "/my/payment_method",
    returnUrl: "/my/payment_method",
    callbackMethod: "",
    options: [tokenOption(11, "4242"), tokenOption(12, "4444"), CARD_OPTION],
    selectedOptionId: null,
    ...overrides,
  };
}

export const processingValues = (extra: Record<string, unknown> = {}) =>
  odooResult({
    provider_id: 6,
    provider_code: "demo",
    reference: "S00042",
    amount: 18.17,
    currency_id: 1,
    partner_id: 7,
    ...extra,
  });

export const pollResult = (state: string, extra: Record<string, unknown> = {}) =>
  odooResult({
    provider_code: "demo",
    provider_name: "Demo",
    reference: "S00042",
    amount: 18.17,
    currency_id: 1,
    state,
    state_message: "",
    display_message: null,
    operation: "online_token",
    landing_route: "/shop/payment/validate",
    ...extra,
  });

/** An Odoo answering every payment route successfully, unless a test says otherwise. */
export function fakePaymentServer(): FakeOdoo {
  return createFakeOdoo({
    "/payment/weekbox/token/create": () =>
      odooResult({ result: true, id: 77, challenge_url: false, error: false }),
    "/shop/payment/transaction": () => processingValues(),
    "/payment/status/poll": () => pollResult("done"),
    "/payment/weekbox/token/linked_records": ({ params }) => {
      const ids = (params as { token_ids: number[] }).token_ids;
      return odooResult(Object.fromEntries(ids.map((id) => [String(id), []])));
    },
    "/payment/archive_token": () => odooResult(null),
  });
}

export function callsTo(odoo: FakeOdoo, path: string) {
  return odoo.calls.filter((call) => call.url.pathname === path);
}

export function paramsOf(odoo: FakeOdoo, path: string, index = 0): Record<string, unknown> {
  const call = callsTo(odoo, path)[index];
  if (!call) throw new Error(`no call ${index} to ${path}`);
  return (call.body as { params: Record<string, unknown> }).params;
}

/** Renders `ui` with a client on `odoo`, as a page gives its widgets `rpc`. */
export function renderOn(odoo: FakeOdoo, ui: ReactElement) {
  const client = createRpcClient({ fetch: odoo.fetch });
  return render(<RpcClientContext.Provider value={client}>{ui}</RpcClientContext.Provider>);
}

export function renderForm(
  odoo: FakeOdoo,
  props: PaymentFormProps,
  userOptions?: Parameters<typeof userEvent.setup>[0],
) {
  const user = userEvent.setup(userOptions);
  const view = renderOn(odoo, <PaymentForm {...props} />);
  return { user, ...view };
}

/** A promise the test resolves itself (a server that answers when told). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
