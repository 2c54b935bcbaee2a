import { useEffect, useEffectEvent, useLayoutEffect, useMemo, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useRpcClient } from "@/core/data/rpc-client-context";
import { readOdooSessionInfo } from "@/core/page/odoo-session-info";
import type { Translate } from "@/core/i18n/translate";
import { useTranslate } from "@/core/i18n/use-translate";
import { useTranslations } from "@/core/i18n/use-translations";
import { createElementChanges, type ElementChanges } from "@/core/mount/element-changes";
import type { EnhancerProps } from "@/core/mount/enhancer-registry";
import { formPostUrl, postWebsiteForm, type FormAnswer, type RefusedFields } from "../api/post-website-form";
import { readVisitorPrefill } from "../api/read-visitor-prefill";
import { fieldErrorId, fieldMessageHost, markFieldErrors } from "../utils/field-marks";
import {
  dateWrapper,
  fieldInputs,
  formFields,
  RESULT_SELECTOR,
  SEND_SELECTOR,
  sendButtons,
} from "../utils/form-fields";
import { formBody, formValues } from "../utils/form-payload";
import type { HeldSend } from "../utils/held-sends";
import { langDateFormat, type DateKind } from "../utils/lang-date-format";
import { navigateTo } from "../utils/navigate-to";
import { pageValuesFor, prefillForm } from "../utils/prefill-values";
import { formRecaptchaToken } from "../utils/recaptcha-token";
import { successTarget } from "../utils/success-target";
import { validateForm, type FieldErrors } from "../utils/validate-form";
import { createVisibilityRules } from "../utils/visibility-rules";
import { FormDatePicker } from "./form-date-picker";
import { FormStatusArea, type FormStatus } from "./form-status";

type DateInput = { input: HTMLInputElement; kind: DateKind; wrapper: HTMLElement; label: string };

function findDateInputs(form: HTMLFormElement): DateInput[] {
  return formFields(form).flatMap((field) =>
    fieldInputs(field).flatMap((input) => {
      const date = dateWrapper(input);
      if (!date || !(input instanceof HTMLInputElement)) return [];
      const label = field.querySelector(".s_website_form_label_content")?.textContent?.trim() || input.name;
      return [{ input, kind: date.kind, wrapper: date.wrapper, label }];
    }),
  );
}

/** The fields the server refused, each with the server's reason (spec §5.1), or ours when it gave none. */
function refusedFields(form: HTMLFormElement, refused: RefusedFields, t: Translate): FieldErrors {
  const errors: FieldErrors = new Map();
  for (const field of formFields(form)) {
    const name = fieldInputs(field).find((input) => refused.has(input.name))?.name;
    if (name !== undefined) {
      errors.set(field, refused.get(name) ?? t("The server refused this value. Please check it."));
    }
  }
  return errors;
}

function failureStatus(answer: Exclude<FormAnswer, { kind: "created" }>, t: Translate): FormStatus {
  if (answer.kind === "too-large") return { kind: "error", message: t("Uploaded file is too large.") };
  if (answer.kind === "refused-fields") {
    return {
      kind: "error",
      message: answer.message || t("Some values were refused. Please correct the fields marked in red."),
    };
  }
  return {
    kind: "error",
    message: answer.message || t("An error has occurred, the form has not been sent."),
  };
}

/**
 * A website form editors build (the form snippet, spec §4.1, §5.1, §7.1,
 * §8.1), sent by Weekbox instead of Odoo's own form widget: the client's
 * checks, the values the way Odoo's server reads them, the statuses in the
 * form's result area, the fields in error marked with their message, Odoo's
 * success modes. Everything it changes on the form is given back on unmount
 * (the website editor then finds the form as it was saved).
 */
export function SiteWebsiteForm({ element, claimed }: EnhancerProps) {
  const form = element as HTMLFormElement;
  const held = claimed as HeldSend | undefined;
  const t = useTranslate();
  const client = useRpcClient();
  const { langParams } = useTranslations();
  const dates = useMemo(() => langDateFormat(langParams), [langParams]);
  const [status, setStatus] = useState<FormStatus | null>(null);
  const [errors, setErrors] = useState<FieldErrors>(() => new Map());
  const [phase, setPhase] = useState<"idle" | "sending" | "sent">("idle");
  // Odoo's result area; an older form without one gets ours beside its send button.
  const [ownResultHost] = useState(() => form.ownerDocument.createElement("span"));
  const [savedResultHost] = useState(() => form.querySelector<HTMLElement>(RESULT_SELECTOR));
  const resultHost = savedResultHost ?? ownResultHost;
  const [dateInputs] = useState(() => findDateInputs(form));
  const alertRef = useRef<HTMLSpanElement>(null);
  const statusRef = useRef<HTMLSpanElement>(null);
  const focusAfterRender = useRef<HTMLElement | null>(null);
  const busy = useRef(false);
  const visibility = useRef<() => void>(() => {});
  const successChanges = useRef<ElementChanges>(createElementChanges());

  const readDates = useEffectEvent(() => dates);
  const readUserValues = useEffectEvent((userId: number | null) => readVisitorPrefill(client, userId));

  function finish(failure: FormStatus, focus?: HTMLElement): void {
    busy.current = false;
    setPhase("idle");
    setStatus(failure);
    focusAfterRender.current = focus ?? alertRef.current;
  }

  function succeed(view: Window): void {
    const target = successTarget(form, view.location);
    // The button stays disabled and `busy` set: the visitor has sent this form (Space or Enter on the
    // button, or Enter in a field, must not send it again).
    setPhase("sent");
    if (target.mode === "redirect") {
      navigateTo(view, target.url);
      return;
    }
    if (target.mode === "anchor") {
      const anchor = form.ownerDocument.getElementById(target.id);
      if (anchor?.classList.contains("modal")) view.location.hash = target.id;
      else anchor?.scrollIntoView({ behavior: "smooth" });
    }
    const endMessage = form.parentElement?.querySelector<HTMLElement>(".s_website_form_end_message");
    if (target.mode === "message" && endMessage) {
      successChanges.current.toggleClass(form, "d-none", true);
      successChanges.current.toggleClass(endMessage, "d-none", false);
      successChanges.current.setAttribute(endMessage, "tabindex", "-1");
      focusAfterRender.current = endMessage;
    } else if (target.mode !== "anchor") {
      setStatus({ kind: "success", message: t("The form has been sent successfully.") });
      focusAfterRender.current = statusRef.current;
    }
    form.reset();
    visibility.current();
  }

  const send = useEffectEvent(async (): Promise<void> => {
    if (busy.current) return;
    const check = validateForm(form, dates, t);
    setErrors(check.errors);
    if (check.errors.size) {
      setStatus({ kind: "invalid", message: check.fileMessage ?? t("Please fill in the form correctly.") });
      focusAfterRender.current =
        fieldInputs(check.errors.keys().next().value!).find((input) => !input.disabled) ?? null;
      return;
    }
    setStatus(null);
    busy.current = true;
    setPhase("sending");
    const view = form.ownerDocument.defaultView!;
    const extra: Record<string, string> = {};
    const captcha = await formRecaptchaToken(view, form);
    if (captcha.failed) {
      finish({ kind: "error", message: t("The recaptcha site key is invalid.") });
      return;
    }
    if (captcha.token) extra["recaptcha_token_response"] = captcha.token;
    const csrf = readOdooSessionInfo(view).csrfToken;
    if (csrf) extra["csrf_token"] = csrf;
    const answer = await postWebsiteForm(formPostUrl(form), formBody(formValues(form, dates), extra));
    if (answer.kind !== "created") {
      const refused = answer.kind === "refused-fields" ? refusedFields(form, answer.fields, t) : new Map();
      setErrors(refused);
      const firstRefused = refused.keys().next().value;
      finish(failureStatus(answer, t), firstRefused ? fieldInputs(firstRefused)[0] : undefined);
      return;
    }
    succeed(view);
  });

  // Take the form over: its submit and send buttons, its visibility rules,
  // the result area; all given back on unmount.
  useEffect(() => {
    const doc = form.ownerDocument;
    const changes = createElementChanges();
    // Odoo's lazy loader swallows a form's submit and holds its buttons'
    // clicks until its own bundle is there: not for a form we send.
    changes.toggleClass(form, "o_no_wait_lazy_js", true);
    for (const button of sendButtons(form)) changes.toggleClass(button, "o_no_wait_lazy_js", true);
    // The client's checks are ours (their messages beside the fields), not the browser's bubbles.
    changes.setAttribute(form, "novalidate", "");
    for (const { wrapper } of dateInputs) {
      for (const icon of Array.from(wrapper.querySelectorAll(".input-group-text.pe-none"))) {
        changes.toggleClass(icon, "d-none", true);
      }
    }
    const session = readOdooSessionInfo(doc.defaultView);
    const page = pageValuesFor(form);
    prefillForm(form, { page, user: {}, phoneCode: session.geoipPhoneCode }, changes);
    visibility.current = createVisibilityRules(form, readDates(), changes);
    visibility.current();
    let live = true;
    void readUserValues(session.userId).then((user) => {
      if (!live || Object.keys(user).length === 0) return;
      prefillForm(form, { page, user }, changes, { keepFilled: true });
      visibility.current();
    });

    if (!savedResultHost) (sendButtons(form)[0]?.parentElement ?? form).append(ownResultHost);

    function isSendButton(target: EventTarget | null): boolean {
      const button = target instanceof Element ? target.closest(SEND_SELECTOR) : null;
      return button !== null && form.contains(button);
    }
    // On the document, capturing: before Odoo's lazy-loader blockers on the form and its buttons.
    function onSubmit(event: Event): void {
      if (event.target !== form) return;
      event.preventDefault();
      event.stopPropagation();
      void send();
    }
    function onClick(event: MouseEvent): void {
      if (!isSendButton(event.target)) return;
      event.preventDefault();
      event.stopPropagation();
      void send();
    }
    function onKeyDown(event: KeyboardEvent): void {
      // The send "button" is a link with role=button: Space presses it too.
      if (event.key !== " " || !isSendButton(event.target)) return;
      event.preventDefault();
      void send();
    }
    function onInput(event: Event): void {
      visibility.current();
      const field =
        event.target instanceof Element ? event.target.closest<HTMLElement>(".s_website_form_field") : null;
      if (field) {
        setErrors((current) => {
          if (!current.has(field)) return current;
          const rest = new Map(current);
          rest.delete(field);
          return rest;
        });
      }
    }
    doc.addEventListener("submit", onSubmit, true);
    doc.addEventListener("click", onClick, true);
    form.addEventListener("keydown", onKeyDown);
    form.addEventListener("input", onInput);
    form.addEventListener("change", onInput);
    // A Submit the visitor pressed before this chunk was there (held-sends.ts): sent
    // now, as the press it was (an event of the page's, after this render).
    if (held?.take()) queueMicrotask(() => void send());
    const success = successChanges.current;
    return () => {
      live = false;
      doc.removeEventListener("submit", onSubmit, true);
      doc.removeEventListener("click", onClick, true);
      form.removeEventListener("keydown", onKeyDown);
      form.removeEventListener("input", onInput);
      form.removeEventListener("change", onInput);
      success.restore();
      changes.restore();
      if (!savedResultHost) ownResultHost.remove();
    };
  }, [form, held, dateInputs, savedResultHost, ownResultHost]);

  useLayoutEffect(() => markFieldErrors(errors), [errors]);

  // The send button while sending and once sent (spec §4.1: re-enabled on anything but success).
  useLayoutEffect(() => {
    if (phase === "idle") return;
    const changes = createElementChanges();
    for (const button of sendButtons(form)) {
      changes.toggleClass(button, "disabled", true);
      changes.setAttribute(button, "aria-disabled", "true");
    }
    if (phase === "sending") changes.setAttribute(form, "aria-busy", "true");
    return () => changes.restore();
  }, [form, phase]);

  useEffect(() => {
    const target = focusAfterRender.current;
    focusAfterRender.current = null;
    target?.focus();
  });

  return (
    <>
      {createPortal(<FormStatusArea status={status} alertRef={alertRef} statusRef={statusRef} />, resultHost)}
      {[...errors].map(([field, message]) =>
        createPortal(
          <span id={fieldErrorId(field)} className="invalid-feedback d-block weekbox-form-field-error">
            {message}
          </span>,
          fieldMessageHost(field),
          fieldErrorId(field),
        ),
      )}
      {dateInputs.map(({ input, kind, wrapper, label }) =>
        createPortal(
          <FormDatePicker input={input} kind={kind} dates={dates} label={label} />,
          wrapper,
          input.name,
        ),
      )}
    </>
  );
}
