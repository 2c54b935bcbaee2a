import type { RefObject } from "react";
import { useTranslate } from "@/core/i18n/use-translate";
import type { LoginInfo } from "../stores/wizard-state";
import { safeHref } from "@/mealbox/shared/safe-href";

export type LoginStepProps = {
  login: LoginInfo;
  headingRef: RefObject<HTMLHeadingElement | null>;
};

/**
 * Login (guests only): the login providers over a background image; no Back /
 * Next. Each provider brings the visitor back to the same box, at delivery.
 */
export function LoginStep({ login, headingRef }: LoginStepProps) {
  const t = useTranslate();
  const providers = login.providers.flatMap((provider) => {
    const href = safeHref(provider.auth_link);
    return href ? [{ ...provider, href }] : [];
  });
  const signup = login.signup_url ? safeHref(login.signup_url) : null;
  return (
    <section className="weekbox-wizard-login" aria-labelledby="weekbox-wizard-heading">
      <div className="weekbox-wizard-login-card">
        <h1 id="weekbox-wizard-heading" ref={headingRef} tabIndex={-1}>
          {t("Log in to continue")}
        </h1>
        <p>{t("Log in or create an account to choose your delivery. Your box is kept.")}</p>
        <ul className="weekbox-login-providers">
          {providers.map((provider) => (
            <li key={provider.id}>
              <a className={`weekbox-button ${provider.css_class}`.trim()} href={provider.href}>
                {provider.name}
              </a>
            </li>
          ))}
        </ul>
        {signup && (
          <p className="weekbox-login-signup">
            {t("New here?")} <a href={signup}>{t("Create an account")}</a>
          </p>
        )}
      </div>
    </section>
  );
}
