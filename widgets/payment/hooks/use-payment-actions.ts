import { useCallback, useMemo, useRef, useState } from "react";
import { useTranslate } from "@/core/i18n/use-translate";
import { isAbort, type BoundCall } from "@/core/rpc/use-rpc";
import { archiveToken } from "../api/archive-token";
import { CREATE_TOKEN_ROUTE, createCardToken } from "../api/create-card-token";
import { fetchLinkedRecords, type LinkedRecord } from "../api/fetch-linked-records";
import { pollTransactionStatus, type TransactionStatus } from "../api/poll-transaction-status";
import { isTransactionRoute, prepareTransaction, type TransactionContext } from "../api/prepare-transaction";
import type { PaymentFormProps, PaymentOption } from "../payment-form-props";
import { goTo, reloadPage, replaceBody, submitForm } from "../utils/page-navigation";
import { localPathOr } from "../utils/local-path";
import { paymentErrors, type PaymentError } from "../utils/payment-errors";
import { buildRedirectForm } from "../utils/redirect-form";
import { MAX_STATUS_POLLS, statusPollDelayMs } from "../utils/status-polling";
import type { CardFields } from "./use-card-fields";

export type BusyAction = "pay" | "add" | "delete";

/** An error and where it shows: in the option's form, or (optionId null) in a dialog. */
export type ShownError = { error: PaymentError; optionId: string | null };

export type PaymentActions = {
  options: PaymentOption[];
  selected: PaymentOption | undefined;
  select: (optionId: string) => void;
  busy: { action: BusyAction; optionId: string | null } | null;
  shownError: ShownError | null;
  dismissError: () => void;
  pendingDelete: { option: PaymentOption; records: LinkedRecord[] } | null;
  /** Paying with a new card: whether the customer asked to save it (off by default). */
  saveCard: boolean;
  setSaveCard: (saveCard: boolean) => void;
  pay: () => Promise<void>;
  add: () => Promise<void>;
  requestDelete: (option: PaymentOption) => Promise<void>;
  confirmDelete: () => Promise<void>;
  cancelDelete: () => void;
};

const FINAL_OK_STATES = new Set(["done", "authorized", "pending"]);
const REFUSED_STATES = new Set(["error", "cancel"]);

/**
 * The payment form's flows (spec §4.4, errors §8.4). One action at a time:
 * a second press while one runs (a double click) does nothing, so one Pay is
 * one transaction; the server hands out the same transaction again anyway.
 */
export function usePaymentActions(
  props: PaymentFormProps,
  card: CardFields,
  call: BoundCall,
): PaymentActions {
  const t = useTranslate();
  const errors = useMemo(() => paymentErrors(t), [t]);
  const [options, setOptions] = useState(props.options);
  const [selectedId, setSelectedId] = useState<string | null>(() =>
    props.options.some((option) => option.id === props.selectedOptionId)
      ? (props.selectedOptionId ?? null)
      : null,
  );
  const [busy, setBusy] = useState<PaymentActions["busy"]>(null);
  const [shownError, setShownError] = useState<ShownError | null>(null);
  const [pendingDelete, setPendingDelete] = useState<PaymentActions["pendingDelete"]>(null);
  const [saveCard, setSaveCard] = useState(false);
  const inFlight = useRef(false);
  // "The token id is put on the radio": the card just tokenised, reused until the card (or the choice to save it) changes.
  const newCardToken = useRef<{
    optionId: string;
    tokenId: number;
    cardVersion: number;
    saveCard: boolean;
  } | null>(null);

  const selected = options.find((option) => option.id === selectedId);

  const begin = (action: BusyAction, optionId: string | null = null) => {
    inFlight.current = true;
    setBusy({ action, optionId });
  };
  const end = () => {
    inFlight.current = false;
    setBusy(null);
  };
  /** The selected option's form holds it; without one, a dialog. */
  const showError = (error: PaymentError, option: PaymentOption | undefined = selected) => {
    setShownError({ error, optionId: option && option.kind !== "token" ? option.id : null });
  };
  const fail = (error: PaymentError, option?: PaymentOption) => {
    end();
    showError(error, option ?? selected);
  };

  const transactionContext = (): TransactionContext | null => {
    if (!isTransactionRoute(props.transactionRoute)) return null;
    return {
      route: props.transactionRoute,
      accessToken: props.accessToken,
      landingRoute: props.successUrl || "/payment/status",
      amount: props.amount,
      orderId: props.orderId,
      partnerId: props.partnerId,
      currencyId: props.currencyId,
      referencePrefix: props.referencePrefix,
    };
  };

  /** The new card's token id; null when the flow stopped (error shown, or 3-D Secure took over). */
  const tokenise = async (option: PaymentOption, adding: boolean): Promise<number | null> => {
    if (props.createTokenRoute !== CREATE_TOKEN_ROUTE) {
      fail(errors.tokenCallFailed(undefined, adding), option);
      return null;
    }
    let reply;
    try {
      reply = await createCardToken(call, {
        ...card.formValues(),
        provider_id: option.providerId,
        payment_method_id: option.paymentMethodId,
        partner_id: props.partnerId,
        access_token: props.accessToken,
        verify_validity: adding,
        ...(props.orderId && !adding ? { order_id: props.orderId } : {}),
        ...(props.returnUrl ? { return_url: props.returnUrl } : {}),
        ...(props.successUrl && !adding ? { landing_route: props.successUrl } : {}),
        ...(adding ? {} : { save_card: saveCard }),
      });
    } catch (error) {
      if (isAbort(error)) return null;
      fail(errors.tokenCallFailed(error, adding), option);
      return null;
    }
    if (reply.result && reply["3d_secure"] !== false) {
      replaceBody(reply["3d_secure"]);
      return null;
    }
    if (reply.result && reply.id !== false) return reply.id;
    fail(reply.error ? errors.tokenRefused(reply.error) : errors.tokenNoAnswer(), option);
    return null;
  };

  /** Waits for the provider's answer to a token payment (Odoo processes it at once). */
  const watchPayment = async (): Promise<TransactionStatus | null> => {
    for (let attempt = 1; attempt <= MAX_STATUS_POLLS; attempt++) {
      let status: TransactionStatus;
      try {
        status = await pollTransactionStatus(call);
      } catch {
        return null;
      }
      if (status.state !== "draft") return status;
      await new Promise((resolve) => setTimeout(resolve, statusPollDelayMs(attempt)));
    }
    return null;
  };

  const payWithToken = async (option: PaymentOption, tokenId: number, context: TransactionContext) => {
    try {
      await prepareTransaction(call, context, { providerId: option.providerId, tokenId, flow: "token" });
    } catch (error) {
      if (isAbort(error)) return;
      fail(errors.paymentCallFailed(error), option);
      return;
    }
    const status = await watchPayment();
    if (status && REFUSED_STATES.has(status.state)) {
      newCardToken.current = null;
      fail(errors.paymentRefused(status.state_message || htmlToText(status.display_message)), option);
      return;
    }
    // Paid, waiting for the bank, or unknown here: the landing page (of this site) tells.
    const landingRoute = localPathOr(context.landingRoute, "/payment/status");
    goTo(
      status && FINAL_OK_STATES.has(status.state)
        ? localPathOr(status.landing_route, landingRoute)
        : landingRoute,
    );
  };

  const pay = async () => {
    if (inFlight.current) return;
    setShownError(null);
    const option = selected;
    if (!option) {
      showError(errors.noOptionSelected(), undefined);
      return;
    }
    const context = transactionContext();
    if (!context) {
      showError(errors.noTransactionRoute(), option);
      return;
    }
    if (option.kind === "redirect") {
      begin("pay", option.id);
      let values;
      try {
        values = await prepareTransaction(call, context, {
          providerId: option.providerId,
          paymentMethodId: option.paymentMethodId,
          flow: "redirect",
        });
      } catch (error) {
        if (isAbort(error)) return;
        fail(errors.redirectCallFailed(error), option);
        return;
      }
      const form = values.redirect_form_html ? buildRedirectForm(values.redirect_form_html) : null;
      if (!form) {
        fail(errors.redirectEmpty(), option);
        return;
      }
      document.body.append(form);
      submitForm(form);
      return;
    }
    if (option.kind === "token") {
      begin("pay", option.id);
      await payWithToken(option, option.tokenId ?? 0, context);
      return;
    }
    if (!card.validateAll()) return;
    begin("pay", option.id);
    const reusable = newCardToken.current;
    let tokenId =
      reusable &&
      reusable.optionId === option.id &&
      reusable.cardVersion === card.version &&
      reusable.saveCard === saveCard
        ? reusable.tokenId
        : null;
    if (tokenId === null) {
      tokenId = await tokenise(option, false);
      if (tokenId === null) return;
      newCardToken.current = { optionId: option.id, tokenId, cardVersion: card.version, saveCard };
    }
    await payWithToken(option, tokenId, context);
  };

  const add = async () => {
    if (inFlight.current) return;
    setShownError(null);
    const option = selected;
    if (!option || option.kind !== "new_card") {
      showError(errors.noNewCardOptionSelected(), option);
      return;
    }
    if (!card.validateAll()) return;
    begin("add", option.id);
    const tokenId = await tokenise(option, true);
    if (tokenId === null) return;
    if (props.returnUrl) goTo(props.returnUrl);
    else reloadPage();
  };

  const archive = async (option: PaymentOption) => {
    begin("delete", option.id);
    try {
      await archiveToken(call, option.tokenId ?? 0);
    } catch (error) {
      if (isAbort(error)) return;
      fail(errors.deleteFailed());
      return;
    }
    end();
    setOptions((current) => current.filter((candidate) => candidate.id !== option.id));
    setSelectedId((current) => (current === option.id ? null : current));
  };

  const requestDelete = async (option: PaymentOption) => {
    if (inFlight.current || option.tokenId === null) return;
    setShownError(null);
    begin("delete", option.id);
    let records;
    try {
      records = await fetchLinkedRecords(call, option.tokenId);
    } catch (error) {
      if (isAbort(error)) return;
      fail(errors.linkedRecordsFailed(error));
      return;
    }
    if (records.length > 0) {
      end();
      setPendingDelete({ option, records });
      return;
    }
    await archive(option);
  };

  const confirmDelete = async () => {
    const pending = pendingDelete;
    setPendingDelete(null);
    if (pending && !inFlight.current) await archive(pending.option);
  };

  const select = useCallback((optionId: string) => {
    setSelectedId(optionId);
    setShownError(null);
  }, []);

  return {
    options,
    selected,
    select,
    busy,
    shownError,
    dismissError: () => setShownError(null),
    pendingDelete,
    saveCard,
    setSaveCard,
    pay,
    add,
    requestDelete,
    confirmDelete,
    cancelDelete: () => setPendingDelete(null),
  };
}

/** The text of a provider's HTML message, parsed inert. */
function htmlToText(html: string): string {
  if (!html) return "";
  return new DOMParser().parseFromString(html, "text/html").body.textContent?.trim() ?? "";
}
