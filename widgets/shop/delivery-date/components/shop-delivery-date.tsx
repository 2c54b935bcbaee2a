import { parseDate, type CalendarDate } from "@internationalized/date";
import { Calendar, CalendarCell, CalendarGrid, Text } from "react-aria-components/Calendar";
import { I18nProvider } from "react-aria-components/I18nProvider";
import { formatDate } from "@/core/format/format-date";
import { toBcp47 } from "@/core/i18n/locale-codes";
import { useTranslate } from "@/core/i18n/use-translate";
import { useTranslations } from "@/core/i18n/use-translations";
import { paramErrors, userMessage } from "@/core/rpc/rpc-errors";
import { Alert } from "@/ui/alert";
import { CalendarHeader } from "@/ui/calendar-header";
import { useDeliveryDate } from "../hooks/use-delivery-date";
import type { ShopDeliveryDateProps } from "../shop-delivery-date-props";
import { hourLabel } from "../utils/delivery-hours";
import { HourSelect } from "./hour-select";

const SET_ROUTE = "/shop/checkout/set_delivery_date";

/**
 * The delivery date and time of the visitor's cart (spec §2.5, §5.2, §9.2):
 * a calendar of the days offered and a select of the hours offered that day.
 */
export function ShopDeliveryDate({ orderId }: ShopDeliveryDateProps) {
  const t = useTranslate();
  const { lang } = useTranslations();
  const state = useDeliveryDate(orderId);
  const { dates, rules, choice } = state;

  if (state.loadError !== undefined) {
    return <Alert tone="warning">{userMessage(state.loadError, t)}</Alert>;
  }
  if (!dates || !rules) {
    return (
      <p className="weekbox-muted" aria-busy="true">
        {t("Loading the delivery dates…")}
      </p>
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
    <section className="weekbox-delivery-date" aria-busy={state.isSaving}>
      <h4 className="weekbox-field-label">{t("Delivery date and time")}</h4>
      <I18nProvider locale={toBcp47(lang)}>
        <Calendar
          className="weekbox-calendar"
          aria-label={t("Delivery date")}
          value={day}
          onChange={chooseDay}
          minValue={rules.minDate}
          maxValue={rules.maxDate}
          isDateUnavailable={(date) => !rules.isAvailable(date as CalendarDate)}
          isInvalid={Boolean(errors.date)}
        >
          <CalendarHeader />
          <CalendarGrid className="weekbox-calendar-grid">
            {(date) => <CalendarCell date={date} className="weekbox-calendar-cell" />}
          </CalendarGrid>
          {errors.date && (
            <Text slot="errorMessage" className="weekbox-field-error">
              {errors.date}
            </Text>
          )}
        </Calendar>
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
      {generalError && <Alert tone="error">{userMessage(state.saveError, t)}</Alert>}
    </section>
  );
}
