import { isAbort } from "@/core/rpc/rpc-errors";
import { CREATE_TOKEN_ROUTE, createCardToken } from "../api/create-card-token";
import type { PaymentOption } from "../payment-form-props";
import { localPathOr } from "../utils/local-path";
import { goTo } from "@/core/page/page-navigation";
import { untilPageLeaves, type PaymentFlowKit } from "./payment-flow-kit";

export type TokenPurpose =
  /** Adding a card on the payment methods page: the server checks it is valid. */
  | { adding: true }
  /** Paying the order with it: saved for later only if the customer asked. */
  | { adding: false; saveCard: boolean };

/**
 * Sends the card to the create route and returns the new token's id; null
 * when the flow stops with an error shown. A 3-D Secure challenge is a page
 * of this site the browser goes to, and the flow never returns.
 */
export async function tokeniseCard(
  kit: PaymentFlowKit,
  option: PaymentOption,
  purpose: TokenPurpose,
): Promise<number | null> {
  const { props, errors } = kit;
  const { adding } = purpose;
  if (props.createTokenRoute !== CREATE_TOKEN_ROUTE) {
    kit.showError(errors.tokenCallFailed(undefined, adding), option);
    return null;
  }
  let reply;
  try {
    reply = await createCardToken(kit.call, {
      ...kit.card.formValues(),
      provider_id: option.providerId,
      payment_method_id: option.paymentMethodId,
      partner_id: props.partnerId,
      access_token: props.accessToken,
      verify_validity: adding,
      ...(props.orderId && !adding ? { order_id: props.orderId } : {}),
      ...(props.returnUrl ? { return_url: props.returnUrl } : {}),
      ...(props.successUrl && !adding ? { landing_route: props.successUrl } : {}),
      ...(purpose.adding ? {} : { save_card: purpose.saveCard }),
      // Paying: the server refuses the card before it goes anywhere if the terms are asked for and not ticked.
      ...(!adding && kit.gate.termsUrl !== null && kit.gate.termsAccepted ? { terms_accepted: true } : {}),
    });
  } catch (error) {
    if (isAbort(error)) return null;
    kit.showError(errors.tokenCallFailed(error, adding), option);
    return null;
  }
  if (reply.result && reply.challenge_url) {
    // A top-level navigation, never the bank's page inside ours; and never to another site.
    const challengeUrl = localPathOr(reply.challenge_url, "");
    if (!challengeUrl) {
      kit.showError(errors.tokenNoAnswer(), option);
      return null;
    }
    goTo(challengeUrl);
    return untilPageLeaves();
  }
  if (reply.result && reply.id !== false) return reply.id;
  kit.showError(reply.error ? errors.tokenRefused(reply.error) : errors.tokenNoAnswer(), option);
  return null;
}
