import { readOdooSessionInfo } from "@/core/page/odoo-session-info";

type Grecaptcha = {
  ready(callback: () => void): void;
  execute(key: string, options: { action: string }): Promise<string>;
};

function grecaptchaOf(view: Window): Grecaptcha | undefined {
  return (view as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
}

// Loaded once per page, whatever the number of forms (a failed load is tried again).
let library: Promise<void> | undefined;

function loadLibrary(view: Window, key: string): Promise<void> {
  if (grecaptchaOf(view)) return Promise.resolve();
  library ??= new Promise<void>((resolve, reject) => {
    const script = view.document.createElement("script");
    script.src = `https://www.recaptcha.net/recaptcha/api.js?render=${encodeURIComponent(key)}`;
    script.onload = () => (grecaptchaOf(view) ? resolve() : reject(new Error("reCAPTCHA did not load")));
    script.onerror = () => reject(new Error("reCAPTCHA did not load"));
    view.document.head.append(script);
  }).catch((error: unknown) => {
    library = undefined;
    throw error;
  });
  return library;
}

export type RecaptchaToken = { token?: string; failed?: boolean };

/**
 * A reCAPTCHA v3 token for `action` (the one the route checks: "website_form",
 * "website_mass_mailing_subscribe") when google_recaptcha has a site key (Odoo
 * puts it in the page's session info); nothing to send otherwise.
 */
export async function recaptchaToken(view: Window, action: string): Promise<RecaptchaToken> {
  const key = readOdooSessionInfo(view).recaptchaPublicKey;
  if (!key) return {};
  try {
    await loadLibrary(view, key);
    const grecaptcha = grecaptchaOf(view)!;
    await new Promise<void>((resolve) => grecaptcha.ready(resolve));
    return { token: await grecaptcha.execute(key, { action }) };
  } catch {
    return { failed: true };
  }
}
