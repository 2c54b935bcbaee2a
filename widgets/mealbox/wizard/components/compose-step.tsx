import { Suspense, lazy, useLayoutEffect, useMemo, useRef, useState, type RefObject } from "react";
import { boxSizeLabel } from "@/mealbox/shared/box-size-label";
import { useTranslate } from "@/core/i18n/use-translate";
import { Button } from "@/ui/upgrade/button";
import { useFocusRecovery } from "../hooks/use-focus-recovery";
import { useMoney } from "@/core/format/use-money";
import type { WizardStore } from "../stores/create-wizard-store";
import type { ProductCard, WizardSnapshot } from "../stores/wizard-state";
import { moveOnProblem } from "@/mealbox/shared/compose-rules";
import { shownDishes } from "../utils/shown-dishes";
import { BoxPanel } from "./box-panel";
import { DishCard } from "./dish-card";
import { DishFilters } from "./dish-filters";
import { WizardNav } from "./wizard-nav";

// The dish details load when a visitor first opens them: react-aria's modal
// (with the collections its dialog imports, about 40 KB gzip) is no part of
// the compose step's first load.
const MealDetailDialog = lazy(() =>
  import("./meal-detail-dialog").then((module) => ({ default: module.MealDetailDialog })),
);

export type ComposeStepProps = {
  wizard: WizardSnapshot;
  store: WizardStore;
  headingRef: RefObject<HTMLHeadingElement | null>;
};

/** Compose: filter the week's dishes, add exactly the box's number of meals. */
export function ComposeStep({ wizard, store, headingRef }: ComposeStepProps) {
  const t = useTranslate();
  const box = wizard.box;
  const money = useMoney(box?.summary.currency_info);
  const [details, setDetails] = useState<ProductCard | null>(null);
  // Mounted from the first opening on, so it closes (focus back) as it always did.
  const [hasOpenedDetails, setHasOpenedDetails] = useState(false);
  if (details && !hasOpenedDetails) setHasOpenedDetails(true);
  const listRef = useRef<HTMLUListElement>(null);
  const dietNames = useMemo(() => new Map(box?.diets.map((diet) => [diet.id, diet.name])), [box?.diets]);
  useFocusRecovery({
    listRef,
    item: ".weekbox-dish-card",
    target: ".weekbox-dish-add",
    fallbackRef: headingRef,
    items: box?.dishesRemaining,
  });
  // "Show more dishes": keyboard focus goes on to the first dish it brought.
  const firstNewDish = useRef<number | null>(null);
  const moreRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const index = firstNewDish.current;
    if (index === null || wizard.moreDishesPending) return;
    firstNewDish.current = null;
    const active = document.activeElement;
    const wasOnMore = !active || active === document.body || !!moreRef.current?.contains(active);
    if (!wasOnMore) return;
    const card = listRef.current?.querySelectorAll(".weekbox-dish-card")[index];
    card?.querySelector<HTMLElement>(".weekbox-dish-add")?.focus();
  }, [wizard.moreDishesPending]);
  const shown = useMemo(
    () => box && shownDishes(box, wizard.pendingDishAdds, wizard.pendingLines),
    [box, wizard.pendingDishAdds, wizard.pendingLines],
  );
  if (!box || !shown) return null;

  // The panel, the count and the guidance show the presses at once (answers reconcile them).
  const { count } = shown;
  const { meal, people, price_list_price: boxPrice } = box.summary;
  const problem = moveOnProblem(count, meal);
  const guidance =
    problem?.kind === "missing"
      ? t("Please select {n} more meal(s) to proceed", { n: problem.count })
      : problem?.kind === "excess"
        ? t("Please remove {n} dish(es) or adjust number of meals to be purchased.", { n: problem.count })
        : t("Your box is complete.");

  return (
    <section className="weekbox-wizard-step-panel" aria-labelledby="weekbox-wizard-heading">
      <header className="weekbox-wizard-header">
        <h1 id="weekbox-wizard-heading" ref={headingRef} tabIndex={-1}>
          {t("Compose your box")}
        </h1>
        <p className="weekbox-muted">
          {boxSizeLabel(t, meal, people)} · {money(boxPrice)}
        </p>
      </header>
      <DishFilters
        box={box}
        filters={wizard.filters}
        isPending={wizard.filtersPending}
        onToggleDiet={store.toggleDiet}
        onSelectCategory={store.selectCategory}
        onToggleFilter={store.toggleFilter}
      />
      <div className="weekbox-wizard-layout">
        <div className="weekbox-wizard-main" aria-busy={wizard.filtersPending}>
          <h2 className="weekbox-visually-hidden">{t("This week's dishes")}</h2>
          {box.dishesRemaining.length === 0 && (
            <p className="weekbox-muted weekbox-dish-empty">
              {box.dishesInCart.length > 0 &&
              wizard.filters.category === 0 &&
              wizard.filters.diets.length === 0 &&
              !wizard.filters.toggle
                ? t("Every dish of the week is in your box.")
                : t("No more dishes match these filters.")}
            </p>
          )}
          <ul className="weekbox-dish-list" ref={listRef} aria-label={t("This week's dishes")}>
            {box.dishesRemaining.map((card) => (
              <DishCard
                key={card.product_id}
                card={card}
                dietNames={dietNames}
                isPending={wizard.pendingProducts.has(card.product_id)}
                onAdd={store.addDish}
                onOpen={setDetails}
              />
            ))}
          </ul>
          {box.dishesMore > 0 && (
            <div className="weekbox-dish-more" ref={moreRef}>
              <Button
                variant="secondary"
                isPending={wizard.moreDishesPending}
                onPress={() => {
                  firstNewDish.current = box.dishesRemaining.length;
                  store.showMoreDishes();
                }}
              >
                {t("Show more dishes ({count} more)", { count: box.dishesMore })}
              </Button>
            </div>
          )}
        </div>
        <BoxPanel
          title={t("Your box")}
          status={t("{count} of {meals} meals", { count, meals: meal })}
          lines={shown.lines}
          pendingLines={shown.pendingLines}
          emptyText={t("Your box is empty. Add dishes from the menu.")}
          maxFor={(line) => line.quantity + Math.max(0, meal - count)}
          onQuantityChange={store.setDishQuantity}
        >
          <dl className="weekbox-box-totals">
            <dt>{t("Box price")}</dt>
            <dd>{money(boxPrice)}</dd>
          </dl>
        </BoxPanel>
      </div>
      <WizardNav
        back={
          <a className="weekbox-button" data-variant="secondary" href="/">
            {t("Back")}
          </a>
        }
        message={guidance}
        messageId="weekbox-wizard-guidance"
        messageTone={problem ? "error" : "success"}
        next={
          <Button
            className="weekbox-button weekbox-wizard-next"
            data-complete={problem ? "false" : "true"}
            // aria-disabled, not isDisabled: the button stays in the tab order and
            // pressing it says why the box cannot move on (the store's 'Error' toast).
            aria-disabled={problem ? "true" : undefined}
            isPending={wizard.pendingStep === "extra"}
            aria-describedby="weekbox-wizard-guidance"
            onPress={store.next}
          >
            {t("Next")}
          </Button>
        }
      />
      {hasOpenedDetails && (
        <Suspense fallback={null}>
          <MealDetailDialog card={details} onClose={() => setDetails(null)} />
        </Suspense>
      )}
    </section>
  );
}
