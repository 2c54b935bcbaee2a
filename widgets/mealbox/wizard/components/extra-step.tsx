import { useMemo, useRef, type RefObject } from "react";
import { useTranslate } from "@/core/i18n/use-translate";
import { Button } from "@/ui/upgrade/button";
import { useFocusRecovery } from "../hooks/use-focus-recovery";
import { useMoney } from "@/core/format/use-money";
import type { WizardStore } from "../stores/create-wizard-store";
import type { WizardSnapshot } from "../stores/wizard-state";
import { BoxPanel } from "./box-panel";
import { DishCard } from "./dish-card";
import { WizardNav } from "./wizard-nav";

export type ExtraStepProps = {
  wizard: WizardSnapshot;
  store: WizardStore;
  headingRef: RefObject<HTMLHeadingElement | null>;
};

/** Extra: add products beside the box (desserts, bread, drinks) with quantity steppers. */
export function ExtraStep({ wizard, store, headingRef }: ExtraStepProps) {
  const t = useTranslate();
  const box = wizard.box;
  const money = useMoney(box?.summary.currency_info);
  const listRef = useRef<HTMLUListElement>(null);
  const dietNames = useMemo(() => new Map(box?.diets.map((diet) => [diet.id, diet.name])), [box?.diets]);
  useFocusRecovery({
    listRef,
    item: ".weekbox-dish-card",
    target: ".weekbox-dish-add",
    fallbackRef: headingRef,
    items: box?.extrasRemaining,
  });
  if (!box) return null;

  const extrasTotal = box.extrasInCart.reduce((sum, line) => sum + line.total_price, 0);
  const extrasCount = box.extrasInCart.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <section className="weekbox-wizard-step-panel" aria-labelledby="weekbox-wizard-heading">
      <header className="weekbox-wizard-header">
        <h1 id="weekbox-wizard-heading" ref={headingRef} tabIndex={-1}>
          {t("Add extras")}
        </h1>
        <p className="weekbox-muted">{t("Desserts, bread and drinks, delivered with your box.")}</p>
      </header>
      <div className="weekbox-wizard-layout">
        <div className="weekbox-wizard-main">
          <h2 className="weekbox-visually-hidden">{t("Extras")}</h2>
          {box.extrasRemaining.length === 0 && (
            <p className="weekbox-muted weekbox-dish-empty">{t("Every extra is in your box.")}</p>
          )}
          <ul className="weekbox-dish-list" ref={listRef} aria-label={t("Extras")}>
            {box.extrasRemaining.map((card) => (
              <DishCard
                key={card.product_id}
                card={card}
                dietNames={dietNames}
                isPending={wizard.pendingProducts.has(card.product_id)}
                onAdd={store.addExtra}
              >
                <p className="weekbox-dish-price">{money(card.list_price)}</p>
              </DishCard>
            ))}
          </ul>
        </div>
        <BoxPanel
          title={t("Your extras")}
          status={t("{n} extra(s)", { n: extrasCount })}
          lines={box.extrasInCart}
          pendingLines={wizard.pendingLines}
          emptyText={t("No extras yet.")}
          priceFor={(line) => money(line.total_price)}
          onQuantityChange={store.setExtraQuantity}
        >
          <dl className="weekbox-box-totals">
            <dt>{t("Box price")}</dt>
            <dd>{money(box.summary.price_list_price)}</dd>
            <dt>{t("Extras")}</dt>
            <dd data-testid="extras-total">{money(extrasTotal)}</dd>
            <dt className="weekbox-box-total">{t("Total")}</dt>
            <dd className="weekbox-box-total" data-testid="amount-total">
              {money(box.summary.amount_total)}
            </dd>
          </dl>
        </BoxPanel>
      </div>
      <WizardNav
        back={
          <Button variant="secondary" isPending={wizard.pendingStep === "compose"} onPress={store.back}>
            {t("Back")}
          </Button>
        }
        next={
          <Button
            className="weekbox-button weekbox-wizard-next"
            data-complete="true"
            isPending={wizard.pendingStep === "login" || wizard.pendingStep === "delivery"}
            onPress={store.next}
          >
            {t("Next")}
          </Button>
        }
      />
    </section>
  );
}
