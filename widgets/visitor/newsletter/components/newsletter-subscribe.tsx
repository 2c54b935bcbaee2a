import { useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useCall } from "@/core/data/use-mutation";
import { useRouteQuery } from "@/core/data/use-query";
import { createElementChanges } from "@/core/mount/element-changes";
import type { EnhancerProps } from "@/core/mount/enhancer-registry";
import { useTranslate } from "@/core/i18n/use-translate";
import { recaptchaToken } from "@/core/page/recaptcha-token";
import { isAbort, userMessage } from "@/core/rpc/rpc-errors";
import { showToast } from "@/ui/toast";
import { hasEmailShape } from "../utils/email-shape";
import {
  EMAIL_INPUT,
  newsletterListId,
  SUBSCRIBE_BUTTON,
  SUBSCRIBED_EVENT,
  THANKS_BUTTON,
} from "../utils/newsletter-block";

const toast = (message: string, tone: "success" | "error", title: string) =>
  showToast({ message, tone, title });

/** Puts the e-mail Odoo knows for the visitor in the field, unless they typed one. */
function prefill(element: HTMLElement, email: unknown): void {
  const input = element.querySelector<HTMLInputElement>(EMAIL_INPUT);
  if (input && typeof email === "string" && email && !input.value) input.value = email;
}

/**
 * The newsletter subscribe form editors place (spec §2.9, §4.5, §5.5),
 * enhanced where it stands: prefilled with the visitor's e-mail and disabled
 * when Odoo says they are on the list already (/website_mass_mailing/is_subscriber);
 * an e-mail without the shape text@text flags the field and sends nothing;
 * once subscribed the field and the button are disabled and Odoo's "Thanks"
 * shows. Odoo's answer is said in a toast. Everything it changes on the form
 * is given back on unmount (the website editor).
 */
export function NewsletterSubscribe({ element }: EnhancerProps) {
  const t = useTranslate();
  const listId = newsletterListId(element);
  const errorId = useId();
  const status = useRouteQuery(
    "/website_mass_mailing/is_subscriber",
    { list_id: listId ?? 1, subscription_type: "email" },
    { enabled: listId !== null },
  );
  const call = useCall();
  const [invalid, setInvalid] = useState(false);
  const [subscribed, setSubscribed] = useState(false);
  const busy = useRef(false);
  const isSubscriber = subscribed || status.data?.is_subscriber === true;
  const known = status.data?.value;

  useEffect(() => prefill(element, known), [element, known]);

  // The form's looks and state, given back on unmount.
  useEffect(() => {
    const changes = createElementChanges();
    const input = element.querySelector(EMAIL_INPUT);
    const button = element.querySelector(SUBSCRIBE_BUTTON);
    const thanks = element.querySelector(THANKS_BUTTON);
    if (input) {
      changes.setAttribute(input, "aria-invalid", String(invalid));
      changes.toggleClass(input, "is-invalid", invalid);
      if (invalid) changes.setAttribute(input, "aria-describedby", errorId);
      if (isSubscriber) changes.setAttribute(input, "disabled", "disabled");
      if (!input.getAttribute("aria-label") && !(input as HTMLInputElement).labels?.length) {
        changes.setAttribute(input, "aria-label", t("Your e-mail"));
      }
    }
    changes.toggleClass(element, "o_has_error", invalid);
    if (button) {
      changes.setAttribute(button, "role", "button");
      changes.toggleClass(button, "o_no_wait_lazy_js", true);
      changes.toggleClass(button, "d-none", isSubscriber && thanks !== null);
      if (isSubscriber) {
        changes.setAttribute(button, "aria-disabled", "true");
        changes.toggleClass(button, "disabled", true);
      }
    }
    if (thanks) changes.toggleClass(thanks, "d-none", !isSubscriber);
    return () => changes.restore();
  }, [element, invalid, isSubscriber, errorId, t]);

  useEffect(() => {
    async function send(): Promise<void> {
      const input = element.querySelector<HTMLInputElement>(EMAIL_INPUT);
      if (busy.current || isSubscriber || listId === null || !input) return;
      const value = input.value.trim();
      if (!hasEmailShape(value)) {
        setInvalid(true);
        input.focus();
        return;
      }
      setInvalid(false);
      busy.current = true;
      try {
        const captcha = await recaptchaToken(window, "website_mass_mailing_subscribe");
        const answer = await call("/website_mass_mailing/subscribe", {
          list_id: listId,
          value,
          subscription_type: "email",
          ...(captcha.token ? { recaptcha_token_response: captcha.token } : {}),
        });
        const success = answer.toast_type === "success";
        if (success) {
          setSubscribed(true);
          element.dispatchEvent(new CustomEvent(SUBSCRIBED_EVENT, { bubbles: true }));
        }
        toast(answer.toast_content, success ? "success" : "error", success ? t("Success") : t("Error"));
      } catch (error) {
        if (!isAbort(error)) toast(userMessage(error, t), "error", t("Error"));
      } finally {
        busy.current = false;
      }
    }
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest(SUBSCRIBE_BUTTON)) return;
      event.preventDefault();
      void send();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const onButton = target?.closest(SUBSCRIBE_BUTTON);
      const onInput = target?.matches(EMAIL_INPUT);
      if ((event.key === "Enter" && (onInput || onButton)) || (event.key === " " && onButton)) {
        event.preventDefault();
        void send();
      }
    };
    element.addEventListener("click", onClick);
    element.addEventListener("keydown", onKeyDown);
    return () => {
      element.removeEventListener("click", onClick);
      element.removeEventListener("keydown", onKeyDown);
    };
  }, [element, listId, isSubscriber, call, t]);

  return invalid
    ? createPortal(
        <p id={errorId} role="alert" className="invalid-feedback d-block weekbox-newsletter-error">
          {t("Type an e-mail address like name@example.com.")}
        </p>,
        element,
      )
    : null;
}
