import { useEffect, useRef } from "react";
import { useRpcClient } from "@/core/data/rpc-client-context";
import { useTranslate } from "@/core/i18n/use-translate";
import { userMessage } from "@/core/rpc/rpc-errors";
import { Alert } from "@/ui/alert";
import { Button } from "@/ui/upgrade/button";
import { useWizardStore } from "../hooks/use-wizard-store";
import type { MealboxWizardProps } from "../mealbox-wizard-props";
import { ComposeStep } from "./compose-step";
import { DeliveryStep } from "./delivery-step";
import { ExtraStep } from "./extra-step";
import { LoginStep } from "./login-step";
import { WizardBreadcrumb } from "./wizard-breadcrumb";

/**
 * The meal-box wizard (spec §2.7): compose → extra → login (guests) → delivery,
 * driven by its URL. The delivery step itself is another widget; until then
 * it shows a placeholder with the box summary.
 */
export function MealboxWizard(props: MealboxWizardProps) {
  const t = useTranslate();
  const client = useRpcClient();
  const [wizard, store] = useWizardStore(client, props);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // A step entered by navigation: move focus to its heading (announced, and Tab continues from there).
  useEffect(() => {
    if (wizard.navigation > 0) headingRef.current?.focus();
  }, [wizard.navigation]);

  if (wizard.status === "failed" && !wizard.box && !wizard.login) {
    return (
      <div className="weekbox-wizard" data-step={wizard.step}>
        <Alert tone="error" title={t("Your box could not be loaded.")}>
          <p>{userMessage(wizard.error, t)}</p>
          <div className="weekbox-wizard-actions">
            <Button onPress={store.retry}>{t("Try again")}</Button>
            <a className="weekbox-button" data-variant="secondary" href="/#your-box">
              {t("Choose your box")}
            </a>
          </div>
        </Alert>
      </div>
    );
  }

  const loading = wizard.status === "loading";
  return (
    <div className="weekbox-wizard" data-step={wizard.step} aria-busy={wizard.pendingStep !== null}>
      <WizardBreadcrumb
        step={wizard.step}
        isPublicUser={wizard.isPublicUser}
        isDisabled={loading}
        onNavigate={store.goToStep}
      />
      {loading ? (
        <p className="weekbox-wizard-loading weekbox-muted" role="status">
          {t("Loading your box…")}
        </p>
      ) : wizard.step === "compose" && wizard.box ? (
        <ComposeStep wizard={wizard} store={store} headingRef={headingRef} />
      ) : wizard.step === "extra" && wizard.box ? (
        <ExtraStep wizard={wizard} store={store} headingRef={headingRef} />
      ) : wizard.step === "login" && wizard.login ? (
        <LoginStep login={wizard.login} headingRef={headingRef} />
      ) : wizard.step === "delivery" && wizard.box ? (
        <DeliveryStep wizard={wizard} store={store} headingRef={headingRef} />
      ) : null}
    </div>
  );
}
