import { useState } from "react";
import { parseDate, type CalendarDate } from "@internationalized/date";
import { I18nProvider } from "react-aria-components/I18nProvider";
import { formatDate } from "@/core/format/format-date";
import { toBcp47 } from "@/core/i18n/locale-codes";
import { useTranslate } from "@/core/i18n/use-translate";
import { useTranslations } from "@/core/i18n/use-translations";
import { paramErrors, userMessage } from "@/core/rpc/rpc-errors";
import { Alert } from "@/ui/alert";
import { UpgradeScope } from "@/ui/upgrade/upgrade-scope";
import { useDeliveryDate } from "../hooks/use-delivery-date";
import type { ShopDeliveryDateProps } from "../shop-delivery-date-props";
import { hourLabel } from "../utils/delivery-hours";
import { DeliveryCalendar } from "./delivery-calendar";
import { HourSelect } from "./hour-select";

const SET_ROUTE = "/shop/checkout/set_delivery_date";

/**
 * The delivery date and time of the visitor's cart (spec §2.5, §5.2, §9.2):
 * a calendar of the days offered and a select of the hours offered that day,
 * plain until first used, react-aria's then (ui/upgrade). While the dates
 * load, the section keeps the size it will have (the server renders the same
 * placeholder, website_sale_checkout_widget): nothing below it moves.
 */
export function ShopDeliveryDate({ orderId }: ShopDeliveryDateProps) {
  const t = useTranslate();
  const { lang } = useTranslations();
  const state = useDeliveryDate(orderId);
  const { dates, rules, choice } = state;
  // The month shown: the chosen day's, kept when react-aria's calendar takes over.
  const [focused, setFocused] = useState<CalendarDate | null>(null);

  if (state.loadError !== undefined) {
    return <Alert tone="warning">{userMessage(state.loadError, t)}</Alert>;
  }
  if (!dates || !rules) {
    return (
      <section className="weekbox-delivery-date" aria-busy="true">
        <h4 className="weekbox-field-label">{t("Delivery date and time")}</h4>
        <div className="weekbox-delivery-date-body">
          <p className="weekbox-muted">{t("Loading the delivery dates…")}</p>
        </div>
      </section>
    );
  }
  if (!rules.defaultChoice()) {
    return (
      <Alert tone="warning">{t("No delivery date is available at the moment. Please contact us.")}</Alert>
    );
  }

  const day = choice ? parseDate(choice.date) : null;
  const errors = paramErrors(state.saveError, SET_ROUTE);
  const generalError = state.saveError !== null && !errors.date && !errors.hour;
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  const chooseDay = (date: CalendarDate) => {
    const next = rules.choiceOn(date, choice?.hour);
    if (next) state.change(next);
  };

  return (
    <UpgradeScope className="weekbox-delivery-date" aria-busy={state.isSaving}>
      <h4 className="weekbox-field-label">{t("Delivery date and time")}</h4>
      <div className="weekbox-delivery-date-body">
        <I18nProvider locale={toBcp47(lang)}>
          <DeliveryCalendar
            label={t("Delivery date")}
            locale={toBcp47(lang)}
            value={day}
            focusedValue={focused ?? day ?? rules.minDate}
            onFocusChange={setFocused}
            onChange={chooseDay}
            minValue={rules.minDate}
            maxValue={rules.maxDate}
            isDateUnavailable={(date) => !rules.isAvailable(date)}
            errorMessage={errors.date}
          />
        </I18nProvider>
        <HourSelect
          allowed={day ? rules.hoursOn(day) : []}
          value={choice?.hour ?? null}
          isDisabled={!day}
          errorMessage={errors.hour}
          onChange={(hour) => choice && state.change({ date: choice.date, hour })}
        />
        {choice && (
          <p className="weekbox-delivery-date-summary" aria-live="polite">
            {t("Delivery on {date} at {time}", {
              date: formatDate(choice.date, lang),
              time: hourLabel(choice.hour),
            })}
          </p>
        )}
        {browserZone !== dates.tz && (
          <p className="weekbox-muted">{t("Times are those of {zone}.", { zone: dates.tz })}</p>
        )}
      </div>
      {generalError && <Alert tone="error">{userMessage(state.saveError, t)}</Alert>}
    </UpgradeScope>
  );
}
