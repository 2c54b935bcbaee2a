import { useTranslate } from "@/core/i18n/use-translate";
import type { SubscriptionWeek } from "@/core/rpc/routes/subscription-routes";
import { QuantityField } from "@/ui/upgrade/quantity-field";
import { DishPhoto } from "@/mealbox/shared/dish-photo";
import type { SubscriptionActions } from "../hooks/use-subscription-actions";
import { dishQuantity, quantityFits } from "../utils/week-rules";

type Dish = SubscriptionWeek["dishes"][number];

export type WeekDishProps = {
  dish: Dish;
  week: SubscriptionWeek;
  meals: number;
  dietNames: ReadonlyMap<number, string>;
  /** The week may still change: a stepper; else the quantity as text. */
  editable: boolean;
  actions: SubscriptionActions;
};

/** A dish of the week's menu as the compose step shows it, with how many the box holds. */
export function WeekDish({ dish, week, meals, dietNames, editable, actions }: WeekDishProps) {
  const t = useTranslate();
  const { act, busy, refuse } = actions;
  const diets = dish.diet.map((id) => dietNames.get(id)).filter((name): name is string => Boolean(name));
  const free = Math.max(0, meals - week.chosen_count);

  const change = (requested: number) => {
    const quantity = dishQuantity(dish.quantity, requested, dish["min-quant"]);
    if (quantity === dish.quantity) return;
    if (!quantityFits(week.chosen_count, dish.quantity, quantity, meals)) {
      refuse("weeks", t("With your type of box it is not possible to add more than {n} meals", { n: meals }));
      return;
    }
    void act("weeks", "/my/subscriptions/week/dish", {
      week: week.week_start,
      product_id: dish.product_id,
      quantity,
    });
  };

  return (
    <li className="weekbox-subscription-dish" data-chosen={dish.quantity > 0 || undefined}>
      <DishPhoto
        className="weekbox-subscription-dish-image"
        smallUrl={dish.image_small_url}
        url={dish.image_url}
        sizes="96px"
      />
      <div className="weekbox-subscription-dish-body">
        <span className="weekbox-subscription-dish-name">{dish.name}</span>
        {dish.prep_time > 0 && (
          <span className="weekbox-subscription-muted">
            <span aria-hidden="true">⏱ </span>
            {t("{n} min", { n: dish.prep_time })}
          </span>
        )}
        {diets.length > 0 && (
          <ul className="weekbox-subscription-tags" aria-label={t("Diets")}>
            {diets.map((name) => (
              <li key={name} className="weekbox-subscription-tag">
                {name}
              </li>
            ))}
          </ul>
        )}
        {dish["min-quant"] > 1 && (
          <span className="weekbox-subscription-muted">
            {t("Added {n} at a time", { n: dish["min-quant"] })}
          </span>
        )}
      </div>
      {editable ? (
        <QuantityField
          className="weekbox-stepper weekbox-subscription-stepper"
          aria-label={t("Quantity of {name}", { name: dish.name })}
          value={dish.quantity}
          minValue={0}
          maxValue={Math.max(dish.quantity + free, dish["min-quant"])}
          isReadOnly={busy}
          onChange={change}
        />
      ) : (
        dish.quantity > 0 && <span className="weekbox-subscription-dish-quantity">× {dish.quantity}</span>
      )}
    </li>
  );
}
