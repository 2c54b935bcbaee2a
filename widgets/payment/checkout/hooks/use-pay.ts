import { useRef, useState } from "react";
import { isAbort } from "@/core/rpc/rpc-errors";
import { isTransactionRoute, prepareTransaction, type TransactionContext } from "../api/prepare-transaction";
import { simulatePayment } from "../api/simulate-payment";
import { watchTransactionStatus } from "../api/watch-transaction-status";
import type { PaymentFormProps, PaymentOption } from "../payment-form-props";
import { goTo, submitForm } from "@/core/page/page-navigation";
import { localPathOr } from "../utils/local-path";
import { buildRedirectForm } from "../utils/redirect-form";
import { untilPageLeaves, type PaymentFlowKit } from "./payment-flow-kit";
import { runInlineFlow } from "./run-inline-flow";
import { tokeniseCard } from "./tokenise-card";
import type { PayGate } from "./use-pay-gate";

export type PayFlow = {
  pay: () => Promise<void>;
  /** Paying with a new card (or a test provider's method): whether the customer asked to save it (off by default). */
  saveCard: boolean;
  setSaveCard: (saveCard: boolean) => void;
};

const FINAL_OK_STATES = new Set(["done", "authorized", "pending"]);
const REFUSED_STATES = new Set(["error", "cancel"]);

/**
 * Pay (spec §4.4, errors §8.4): a redirect posts the provider's form; a saved
 * card pays with its token; a new card is tokenised first, then paid with;
 * an inline option is paid by Odoo's own form; a test provider's simulated
 * payment is a direct flow whose outcome the widget tells the provider.
 * One Pay is one transaction: the guard drops a second press meanwhile.
 */
export function usePay(kit: PaymentFlowKit): PayFlow {
  const { props, card, call, errors } = kit;
  const [saveCard, setSaveCard] = useState(false);
  // "The token id is put on the radio": the card just tokenised, reused until the card (or the choice to save it) changes.
  const newCardToken = useRef<{
    optionId: string;
    tokenId: number;
    cardVersion: number;
    saveCard: boolean;
  } | null>(null);

  const payWithToken = async (
    option: PaymentOption,
    tokenId: number,
    context: TransactionContext,
    signal: AbortSignal,
  ) => {
    try {
      await prepareTransaction(call, context, { providerId: option.providerId, tokenId, flow: "token" });
    } catch (error) {
      if (isAbort(error)) return;
      kit.showError(errors.paymentCallFailed(error), option);
      return;
    }
    await followTransaction(option, context, signal);
  };

  /** The test provider's own method: the transaction (direct flow), then the outcome chosen, simulated. */
  const payBySimulation = async (option: PaymentOption, context: TransactionContext, signal: AbortSignal) => {
    try {
      const values = await prepareTransaction(call, context, {
        providerId: option.providerId,
        paymentMethodId: option.paymentMethodId,
        flow: "direct",
        tokenizationRequested: saveCard,
      });
      await simulatePayment(
        call,
        values.reference,
        kit.simulated.paymentDetails,
        kit.simulated.simulatedState,
      );
    } catch (error) {
      if (isAbort(error)) return;
      kit.showError(errors.paymentCallFailed(error), option);
      return;
    }
    await followTransaction(option, context, signal);
  };

  /** The transaction made: refused, it says why in the option's form; else the landing page tells. */
  const followTransaction = async (
    option: PaymentOption,
    context: TransactionContext,
    signal: AbortSignal,
  ) => {
    const status = await watchTransactionStatus(call, signal);
    if (status && REFUSED_STATES.has(status.state)) {
      newCardToken.current = null;
      kit.showError(
        errors.paymentRefused(status.state_message || htmlToText(status.display_message)),
        option,
      );
      return;
    }
    // Paid, waiting for the bank, or unknown here: the landing page (of this site) tells.
    const landingRoute = localPathOr(context.landingRoute, "/payment/status");
    goTo(
      status && FINAL_OK_STATES.has(status.state)
        ? localPathOr(status.landing_route, landingRoute)
        : landingRoute,
    );
    await untilPageLeaves();
  };

  const payByRedirect = async (option: PaymentOption, context: TransactionContext) => {
    let values;
    try {
      values = await prepareTransaction(call, context, {
        providerId: option.providerId,
        paymentMethodId: option.paymentMethodId,
        flow: "redirect",
      });
    } catch (error) {
      if (isAbort(error)) return;
      kit.showError(errors.redirectCallFailed(error), option);
      return;
    }
    const form = values.redirect_form_html ? buildRedirectForm(values.redirect_form_html) : null;
    if (!form) {
      kit.showError(errors.redirectEmpty(), option);
      return;
    }
    document.body.append(form);
    submitForm(form);
    await untilPageLeaves();
  };

  const payWithNewCard = async (option: PaymentOption, context: TransactionContext, signal: AbortSignal) => {
    const reusable = newCardToken.current;
    let tokenId =
      reusable &&
      reusable.optionId === option.id &&
      reusable.cardVersion === card.version &&
      reusable.saveCard === saveCard
        ? reusable.tokenId
        : null;
    if (tokenId === null) {
      tokenId = await tokeniseCard(kit, option, { adding: false, saveCard });
      if (tokenId === null) return;
      newCardToken.current = { optionId: option.id, tokenId, cardVersion: card.version, saveCard };
    }
    await payWithToken(option, tokenId, context, signal);
  };

  const pay = () =>
    kit.run(async (signal) => {
      // Pay is disabled meanwhile (the terms not ticked, the order being updated).
      if (!kit.gate.isOpen) return;
      kit.clearError();
      const option = kit.selected;
      if (!option) {
        kit.showError(errors.noOptionSelected());
        return;
      }
      // Odoo's form creates the transaction itself: the widget's route plays no part.
      if (option.kind === "inline") {
        await runInlineFlow(kit, option, "pay", signal);
        return;
      }
      const context = transactionContextOf(props, kit.gate);
      if (!context) {
        kit.showError(errors.noTransactionRoute(), option);
        return;
      }
      if (option.kind === "new_card" && !card.validateAll()) return;
      kit.begin("pay", option.id);
      if (option.kind === "redirect") await payByRedirect(option, context);
      else if (option.kind === "token") await payWithToken(option, option.tokenId ?? 0, context, signal);
      else if (option.kind === "simulated") await payBySimulation(option, context, signal);
      else await payWithNewCard(option, context, signal);
    });

  return { pay, saveCard, setSaveCard };
}

/** Where the transaction is prepared and for what; null without a transaction route. */
function transactionContextOf(props: PaymentFormProps, gate: PayGate): TransactionContext | null {
  if (!isTransactionRoute(props.transactionRoute)) return null;
  return {
    route: props.transactionRoute,
    accessToken: props.accessToken,
    landingRoute: props.successUrl || "/payment/status",
    amount: gate.amount,
    termsAccepted: gate.termsUrl !== null && gate.termsAccepted,
    orderId: props.orderId,
    partnerId: props.partnerId,
    currencyId: props.currencyId,
    referencePrefix: props.referencePrefix,
  };
}

/** The text of a provider's HTML message, parsed inert. */
function htmlToText(html: string): string {
  if (!html) return "";
  return new DOMParser().parseFromString(html, "text/html").body.textContent?.trim() ?? "";
}
