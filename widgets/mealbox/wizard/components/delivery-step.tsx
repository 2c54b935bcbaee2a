import type { RefObject } from "react";
import { useTranslate } from "@/core/i18n/use-translate";
import { Button } from "@/ui/upgrade/button";
import type { WizardStore } from "../stores/create-wizard-store";
import type { WizardSnapshot } from "../stores/wizard-state";
import { WizardNav } from "./wizard-nav";

export type DeliveryStepProps = {
  wizard: WizardSnapshot;
  store: WizardStore;
  headingRef: RefObject<HTMLHeadingElement | null>;
};

/**
 * Delivery: the wizard keeps the heading and the Back button; addresses,
 * stores, dates, promo and payment are the `mealbox-delivery` widget, mounted
 * as an island in this element by the page's widget registry (features never
 * import each other).
 */
export function DeliveryStep({ wizard, store, headingRef }: DeliveryStepProps) {
  const t = useTranslate();
  const box = wizard.box;
  if (!box) return null;
  const props = JSON.stringify({
    orderId: box.summary.order_id,
    meal: box.summary.meal,
    people: box.summary.people,
    isPublicUser: wizard.isPublicUser,
  });
  return (
    <section className="weekbox-wizard-step-panel" aria-labelledby="weekbox-wizard-heading">
      <header className="weekbox-wizard-header">
        <h1 id="weekbox-wizard-heading" ref={headingRef} tabIndex={-1}>
          {t("Delivery")}
        </h1>
      </header>
      {/* Keyed by its props: a new order or size mounts a fresh delivery widget. */}
      <div key={props} className="weekbox-delivery-slot" data-widget="mealbox-delivery" data-props={props} />
      <WizardNav
        back={
          <Button variant="secondary" isPending={wizard.pendingStep === "extra"} onPress={store.back}>
            {t("Back")}
          </Button>
        }
      />
    </section>
  );
}
