import { recaptchaToken, type RecaptchaToken } from "@/core/page/recaptcha-token";

/**
 * The reCAPTCHA token of a website form (core/page/recaptcha-token.ts, action
 * "website_form"), unless the form opts out (`s_website_form_no_recaptcha`).
 */
export function formRecaptchaToken(view: Window, form: HTMLFormElement): Promise<RecaptchaToken> {
  if (form.classList.contains("s_website_form_no_recaptcha")) return Promise.resolve({});
  return recaptchaToken(view, "website_form");
}
