import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslate } from "@/core/i18n/use-translate";
import { Alert } from "@/ui/alert";
import { Button } from "@/ui/button";
import { useFormSubmitting } from "@/ui/use-form-submitting";
import type { SubscriptionFormProps } from "../subscription-form-props";
import {
  boxKey,
  contractProblems,
  fitValues,
  postedFields,
  startWeeksOf,
  type ContractValues,
} from "../utils/contract-values";
import { clearDraft, readDraft, saveDraft } from "../utils/form-draft-storage";
import { initialValues } from "../utils/initial-values";
import { CardFields } from "./card-fields";
import { DeliveryFields } from "./delivery-fields";
import { DietFields } from "./diet-fields";
import { NativeSelect } from "@/ui/native-select";
import { StartWeekField } from "./start-week-field";

/**
 * The subscription contract form (spec §1, §2.9): box, home delivery or
 * pick-up and its weekday, first week, saved card with the consent to weekly
 * charges, diets. A real form POST to the portal's controller, which decides
 * and answers with the subscription or this form again with why not (`error`,
 * and what was `posted`, restored here). What the customer chose is kept in
 * the tab while the payment form below adds a card (a page reload). The
 * button disables itself and submits once.
 */
export function SubscriptionForm(props: SubscriptionFormProps) {
  const { action, formKey, orderId, fromBox, options, startWeeks, error, posted, csrfToken, timeZone } =
    props;
  const t = useTranslate();
  const [values, setValues] = useState<ContractValues>(() => initialValues(props, readDraft(orderId)));
  const [checked, setChecked] = useState(false);
  const cardIds = useMemo(() => options.cards.map((card) => card.token_id), [options.cards]);
  // A refused POST keeps its key: nothing was saved under it.
  const key = error && posted.form_key ? posted.form_key : formKey;

  useEffect(() => {
    saveDraft(orderId, values, cardIds);
  }, [orderId, values, cardIds]);

  const problems = useMemo(
    () => (checked ? contractProblems(values, options, startWeeks, t) : {}),
    [checked, values, options, startWeeks, t],
  );
  const change = useCallback(
    (next: Partial<ContractValues>) =>
      setValues((current) => fitValues({ ...current, ...next }, options, startWeeks)),
    [options, startWeeks],
  );
  const check = useCallback(() => {
    setChecked(true);
    const found = contractProblems(values, options, startWeeks, t);
    if (Object.keys(found).length === 0) return true;
    // The first problem's field, for keyboard and screen-reader users.
    requestAnimationFrame(() => {
      const first = document.querySelector<HTMLElement>(
        ".weekbox-contract-form [aria-invalid='true'], .weekbox-contract-form [data-invalid] input",
      );
      first?.focus();
    });
    return false;
  }, [values, options, startWeeks, t]);
  // One POST (spec §2.9): once a submit goes through, the button is busy and a
  // second one (a double click, Enter again) is refused; the draft kept for the
  // add-card reload has done its work.
  const form = useRef<HTMLFormElement>(null);
  const submitting = useFormSubmitting(form);
  useEffect(() => {
    if (submitting) clearDraft();
  }, [submitting]);

  const box = options.boxes.find((b) => boxKey(b.meals, b.people) === values.box);
  const problemCount = Object.keys(problems).length;
  return (
    <form
      ref={form}
      className="weekbox-contract-form"
      method="post"
      action={action}
      onSubmit={(event) => {
        if (!check()) event.preventDefault();
      }}
      noValidate
    >
      {error && (
        <Alert tone="error" title={t("Your subscription was not saved")}>
          {error}
        </Alert>
      )}
      {fromBox && <p className="weekbox-muted">{t("Filled in with the box you just composed.")}</p>}
      <fieldset className="weekbox-contract-section">
        <legend className="weekbox-contract-legend">{t("Your box")}</legend>
        <NativeSelect
          label={t("Box size")}
          placeholder={t("Choose a box")}
          options={options.boxes.map((b) => ({ value: boxKey(b.meals, b.people), label: b.label }))}
          value={values.box}
          onChange={(value) => change({ box: value })}
          problem={problems.box}
        />
      </fieldset>
      <DeliveryFields values={values} options={options} problems={problems} onChange={change} />
      <fieldset className="weekbox-contract-section">
        <legend className="weekbox-contract-legend">{t("Start")}</legend>
        {values.weekday === null ? (
          <p className="weekbox-muted">{t("Choose your delivery day first.")}</p>
        ) : (
          <StartWeekField
            weeks={startWeeksOf(values.weekday, startWeeks)}
            value={values.startWeek}
            onChange={(startWeek) => change({ startWeek })}
            timeZone={timeZone}
            problem={problems.startWeek}
          />
        )}
      </fieldset>
      <CardFields
        values={values}
        cards={options.cards}
        boxLabel={box?.label ?? ""}
        problems={problems}
        onChange={change}
      />
      <DietFields diets={options.diets} value={values.dietIds} onChange={(dietIds) => change({ dietIds })} />

      <input type="hidden" name="csrf_token" value={csrfToken} />
      {postedFields(values, { formKey: key, orderId }).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {problemCount > 0 && (
        <p className="weekbox-field-error" role="alert">
          {t("Please check the {count} highlighted choice(s).", { count: problemCount })}
        </p>
      )}
      <Button
        type="submit"
        className="weekbox-button weekbox-contract-submit o_no_wait_lazy_js"
        isPending={submitting}
        isDisabled={submitting}
        pendingLabel={t("Subscribing…")}
      >
        {t("Subscribe")}
      </Button>
    </form>
  );
}
