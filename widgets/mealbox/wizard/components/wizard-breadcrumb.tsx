import { PlainButton as Button } from "@/ui/upgrade/plain-button";
import { useTranslate } from "@/core/i18n/use-translate";
import { WIZARD_STEPS, type WizardStep } from "../utils/wizard-url";

export type WizardBreadcrumbProps = {
  step: WizardStep;
  isPublicUser: boolean;
  /** Everything disabled (first load). */
  isDisabled?: boolean;
  onNavigate: (step: WizardStep) => void;
};

/**
 * The steps as a navigation list; the current one carries aria-current="step".
 * Login is for guests only; Delivery stays disabled for them (spec §2.7).
 */
export function WizardBreadcrumb({
  step,
  isPublicUser,
  isDisabled = false,
  onNavigate,
}: WizardBreadcrumbProps) {
  const t = useTranslate();
  const labels: Record<WizardStep, string> = {
    compose: t("Compose"),
    extra: t("Extra"),
    login: t("Login"),
    delivery: t("Delivery"),
  };
  const currentIndex = WIZARD_STEPS.indexOf(step);
  return (
    <nav className="weekbox-wizard-steps" aria-label={t("Order steps")}>
      <ol>
        {WIZARD_STEPS.map((item, index) => {
          const unavailable = (item === "login" && !isPublicUser) || (item === "delivery" && isPublicUser);
          const current = item === step;
          return (
            <li
              key={item}
              data-state={current ? "current" : index < currentIndex ? "done" : "todo"}
              data-unavailable={unavailable || undefined}
            >
              <Button
                className="weekbox-wizard-step"
                aria-current={current ? "step" : undefined}
                isDisabled={isDisabled || unavailable}
                onPress={() => onNavigate(item)}
              >
                <span className="weekbox-wizard-step-number" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="weekbox-wizard-step-label">{labels[item]}</span>
              </Button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
