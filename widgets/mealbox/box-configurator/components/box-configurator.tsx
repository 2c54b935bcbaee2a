import { useEffect, useState } from "react";
import { useRouteQuery } from "@/core/data/use-query";
import { formatMoney } from "@/core/format/format-money";
import { useTranslate } from "@/core/i18n/use-translate";
import { useTranslations } from "@/core/i18n/use-translations";
import { userMessage } from "@/core/rpc/rpc-errors";
import { Alert } from "@/ui/alert";
import { NumberStepper } from "@/ui/number-stepper";
import { composeUrl, extraUrl, readSavedBoxSize, saveBoxSize } from "../utils/box-size-persistence";
import { boxSizeHint, clampBoxSize, mealBounds, peopleBounds, type BoxSize } from "../utils/box-size-rules";
import type { BoxConfiguratorProps } from "../box-configurator-props";

const DEFAULT_SIZE: BoxSize = { meals: 3, people: 2 };

/**
 * Meals and people steppers with the price of the chosen box, from the price
 * matrix loaded once (`/weekbox/get_all_values`): stepping never asks the server.
 * The size is kept in the URL (meal, people) and in cookies of the same names.
 */
export function BoxConfigurator({ maxMeal, maxPeople }: BoxConfiguratorProps) {
  const t = useTranslate();
  const { langParams } = useTranslations();
  const matrix = useRouteQuery("/weekbox/get_all_values", {});
  // A missing maximum falls back in mealBounds/peopleBounds (spec §5.3).
  const limits = {
    maxMeal: maxMeal ?? matrix.data?.max_meals?.max_meal ?? undefined,
    maxPeople: maxPeople ?? matrix.data?.max_meals?.max_people ?? undefined,
  };
  const [wanted, setWanted] = useState<BoxSize>(() => ({
    ...DEFAULT_SIZE,
    ...readSavedBoxSize(window.location.search, document.cookie),
  }));
  // Until the matrix gives the maxima, only the fixed minimums apply.
  const size = clampBoxSize(wanted, matrix.data ? limits : { maxMeal: 99, maxPeople: 99 });

  const { meals: mealCount, people: peopleCount } = size;
  const hasMatrix = Boolean(matrix.data);
  useEffect(() => {
    if (hasMatrix) saveBoxSize({ meals: mealCount, people: peopleCount });
  }, [hasMatrix, mealCount, peopleCount]);

  if (matrix.error) {
    return <Alert tone="error">{userMessage(matrix.error, t)}</Alert>;
  }

  const meals = mealBounds(size.people, limits);
  const people = peopleBounds(size.meals, limits);
  const hint = boxSizeHint(size);
  const price = matrix.data?.all_meals[String(size.people)]?.[String(size.meals)];
  const currency = matrix.data?.currency_info;
  const isAvailable = Boolean(price && currency);

  return (
    <div className="weekbox-box-configurator" aria-busy={matrix.isLoading}>
      <div className="weekbox-box-configurator-size">
        <div className="weekbox-box-configurator-steppers">
          <NumberStepper
            label={t("Meals per week")}
            value={size.meals}
            minValue={meals.min}
            maxValue={meals.max}
            isDisabled={!matrix.data}
            onChange={(value) => setWanted({ meals: value, people: size.people })}
          />
          <NumberStepper
            label={t("People")}
            value={size.people}
            minValue={people.min}
            maxValue={Number.isFinite(people.max) ? people.max : undefined}
            isDisabled={!matrix.data}
            onChange={(value) => setWanted({ meals: size.meals, people: value })}
          />
        </div>
        {/* Always rendered, so screen readers announce a message when it appears. */}
        <p className="weekbox-box-configurator-hint" role="status" data-testid="box-size-hint">
          {hint === "meals-min-for-one-person" &&
            t("It is not possible to select less than 3 meals for 1 person.")}
          {hint === "people-min-for-two-meals" &&
            t(
              "It is not possible to select less than 3 meals for 1 person. Please first increase the number of meals.",
            )}
        </p>
      </div>
      <div className="weekbox-box-configurator-price" aria-live="polite">
        {!matrix.data ? (
          <p className="weekbox-muted">{t("Loading prices…")}</p>
        ) : price && currency ? (
          <>
            <p data-testid="meal-price">
              {t("{price} / Meal", { price: formatMoney(price.meal_price, currency, langParams) })}
            </p>
            <p data-testid="box-price">
              {t("{price} / Box", { price: formatMoney(price.box_price, currency, langParams) })}
            </p>
          </>
        ) : (
          <p data-testid="not-available" className="weekbox-box-configurator-unavailable">
            {t("Meal Not available")}
          </p>
        )}
      </div>
      <div className="weekbox-box-configurator-actions">
        <BoxLink href={isAvailable ? composeUrl(size) : undefined} variant="primary" testId="box-continue">
          {t("Continue")}
        </BoxLink>
        <BoxLink href={isAvailable ? extraUrl(size) : undefined} variant="secondary" testId="box-extra">
          {t("Add extras")}
        </BoxLink>
      </div>
    </div>
  );
}

type BoxLinkProps = { href: string | undefined; variant: string; testId: string; children: string };

/**
 * A link styled as a button; without a box to lead to, a disabled link (no
 * href, out of the tab order) as react-aria's Link renders one, whose press
 * events the home page does without.
 */
function BoxLink({ href, variant, testId, children }: BoxLinkProps) {
  return href ? (
    <a className="weekbox-button" data-variant={variant} href={href} data-testid={testId}>
      {children}
    </a>
  ) : (
    <span
      className="weekbox-button"
      data-variant={variant}
      role="link"
      aria-disabled="true"
      data-disabled="true"
      data-testid={testId}
    >
      {children}
    </span>
  );
}
