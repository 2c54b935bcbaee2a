import { lazy } from "react";
import { useTranslate } from "@/core/i18n/use-translate";
import type { SubscriptionActions } from "../hooks/use-subscription-actions";
import type { SubscriptionOptions } from "../mealbox-subscription-props";
import { SettingPanel } from "./setting-panel";

// The forms come with the first "Change" (one chunk for the four): most visits
// only choose dishes, and the forms' radios and checkboxes are react-aria's.
const forms = () => import("./setting-forms");
const BoxSizeForm = lazy(() => forms().then((chunk) => ({ default: chunk.BoxSizeForm })));
const DeliveryForm = lazy(() => forms().then((chunk) => ({ default: chunk.DeliveryForm })));
const CardForm = lazy(() => forms().then((chunk) => ({ default: chunk.CardForm })));
const DietsForm = lazy(() => forms().then((chunk) => ({ default: chunk.DietsForm })));

export type BoxSettingsProps = {
  actions: SubscriptionActions;
  options: SubscriptionOptions;
  /** Where a card is added (checked: a same-site path or http(s) URL), or null. */
  addCardUrl: string | null;
};

/** The subscription's settings: box size, delivery, card and diets, each changed on its own. */
export function BoxSettings({ actions, options, addCardUrl }: BoxSettingsProps) {
  const t = useTranslate();
  const { state } = actions;
  const diets = options.diets.filter((diet) => state.diet_ids.includes(diet.id)).map((diet) => diet.name);
  const weekday = options.weekday_names[state.delivery.weekday] ?? "";
  return (
    <section className="weekbox-subscription-section" aria-labelledby="weekbox-subscription-settings">
      <h3 className="weekbox-subscription-heading" id="weekbox-subscription-settings">
        {t("Your subscription")}
      </h3>
      <div className="weekbox-subscription-settings">
        <SettingPanel title={t("Box size")} current={state.box.label} place="box" actions={actions}>
          {(close) => <BoxSizeForm actions={actions} options={options} onSaved={close} />}
        </SettingPanel>
        <SettingPanel
          title={t("Delivery")}
          current={`${state.delivery.address}${weekday ? ` · ${weekday}` : ""}`}
          place="delivery"
          actions={actions}
        >
          {(close) => <DeliveryForm actions={actions} options={options} onSaved={close} />}
        </SettingPanel>
        <SettingPanel
          title={t("Payment card")}
          current={state.card.label || t("No card")}
          place="card"
          actions={actions}
        >
          {(close) => (
            <CardForm actions={actions} options={options} addCardUrl={addCardUrl} onSaved={close} />
          )}
        </SettingPanel>
        <SettingPanel
          title={t("Diets")}
          current={diets.length ? diets.join(", ") : t("No diet: the chef chooses among all dishes.")}
          place="diets"
          actions={actions}
        >
          {(close) => <DietsForm actions={actions} options={options} onSaved={close} />}
        </SettingPanel>
      </div>
    </section>
  );
}
