import { useState } from "react";
import { formatDate } from "@/core/format/format-date";
import { useMoney } from "@/core/format/use-money";
import { useTranslate } from "@/core/i18n/use-translate";
import { useTranslations } from "@/core/i18n/use-translations";
import { Alert } from "@/ui/alert";
import { Button } from "@/ui/upgrade/button";
import { actionKey, type SubscriptionActions } from "../hooks/use-subscription-actions";
import type { SubscriptionOptions } from "../mealbox-subscription-props";
import { formatDeadline, timeLeft } from "../utils/cutoff-text";
import { ActionAlert } from "./action-alert";

export type SubscriptionSummaryProps = { actions: SubscriptionActions; options: SubscriptionOptions };

/** The subscription's terms, its state, the next box and its cut-off; pause and resume. */
export function SubscriptionSummary({ actions, options }: SubscriptionSummaryProps) {
  const t = useTranslate();
  const { lang } = useTranslations();
  const { state, act, busy, busyKey } = actions;
  const money = useMoney(state.currency);
  // Read once per render of an answer: the text is "countdown-ish", not a ticking clock.
  const [now] = useState(() => Date.now());
  const weekday = options.weekday_names[state.delivery.weekday] ?? "";
  const left = state.next_cutoff ? timeLeft(state.next_cutoff, now, lang) : "";
  const stateLabel = { active: t("Active"), paused: t("Paused"), cancelled: t("Cancelled") }[state.state];
  const pause = state.state === "active";
  const pauseParams = { pause };

  return (
    <section className="weekbox-subscription-summary" aria-labelledby="weekbox-subscription-title">
      <div className="weekbox-subscription-title-row">
        <h2 className="weekbox-subscription-title" id="weekbox-subscription-title">
          {state.name}
        </h2>
        <span className="weekbox-subscription-state" data-state={state.state}>
          {stateLabel}
        </span>
      </div>
      <dl className="weekbox-subscription-terms">
        <div>
          <dt>{t("Box")}</dt>
          <dd>
            {state.box.label}
            <span className="weekbox-subscription-muted">
              {" "}
              · {t("{price} a week", { price: money(state.box.price) })}
            </span>
          </dd>
        </div>
        <div>
          <dt>{state.delivery.type === "pick_store" ? t("Pick-up") : t("Home delivery")}</dt>
          <dd>
            {state.delivery.address}
            {weekday && (
              <span className="weekbox-subscription-muted">
                {" "}
                · {t("{day}, every week", { day: weekday })}
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>{t("Card")}</dt>
          <dd>
            {state.card.label || t("No card")}
            {!state.card.usable && (
              <span className="weekbox-subscription-warning">
                {" "}
                · {t("This card can no longer be charged.")}
              </span>
            )}
          </dd>
        </div>
        {state.extras.length > 0 && (
          <div>
            <dt>{t("Extras each week")}</dt>
            <dd>{state.extras.map((extra) => `${extra.quantity} × ${extra.name}`).join(", ")}</dd>
          </div>
        )}
        {state.state === "active" && state.next_delivery && (
          <div>
            <dt>{t("Next box")}</dt>
            <dd>
              {formatDate(state.next_delivery, lang)}
              {state.next_cutoff && (
                <span className="weekbox-subscription-cutoff">
                  {left
                    ? t("Choose your dishes until {deadline} ({left}).", {
                        deadline: formatDeadline(state.next_cutoff, lang),
                        left,
                      })
                    : t("Choose your dishes until {deadline}.", {
                        deadline: formatDeadline(state.next_cutoff, lang),
                      })}
                </span>
              )}
            </dd>
          </div>
        )}
      </dl>
      {state.state === "cancelled" && (
        <Alert tone="info" title={t("This subscription is cancelled.")}>
          {state.cancel_reason && t("Your reason: {reason}", { reason: state.cancel_reason })}
        </Alert>
      )}
      {state.state === "paused" && (
        <Alert tone="info">{t("Your subscription is paused: no box is sent and nothing is charged.")}</Alert>
      )}
      {state.state !== "cancelled" && !state.changeable && (
        <Alert tone="info">
          {t(
            "This week's box is being prepared: its order cut-off has just passed. You can make changes again in a few minutes.",
          )}
        </Alert>
      )}
      <ActionAlert actions={actions} place="summary" />
      {state.state !== "cancelled" && (
        <div className="weekbox-subscription-actions">
          <Button
            variant="secondary"
            isDisabled={busy || !state.changeable}
            isPending={busyKey === actionKey("/my/subscriptions/pause", pauseParams)}
            onPress={() =>
              void act(
                "summary",
                "/my/subscriptions/pause",
                pauseParams,
                pause ? t("Your subscription is paused.") : t("Your subscription is active again."),
              )
            }
          >
            {pause ? t("Pause my subscription") : t("Resume my subscription")}
          </Button>
        </div>
      )}
    </section>
  );
}
