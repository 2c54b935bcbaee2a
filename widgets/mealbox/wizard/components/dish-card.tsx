import type { ReactNode } from "react";
import { PlainButton as AriaButton } from "@/ui/upgrade/plain-button";
import { useTranslate } from "@/core/i18n/use-translate";
import { Button } from "@/ui/upgrade/button";
import { DishPhoto } from "@/mealbox/shared/dish-photo";
import type { ProductCard } from "../stores/wizard-state";

export type DishCardProps = {
  card: ProductCard;
  /** Diet names by id, for the tags. */
  dietNames: ReadonlyMap<number, string>;
  isPending: boolean;
  onAdd: (card: ProductCard) => void;
  /** Opens the details; omit for products without a detail view. */
  onOpen?: (card: ProductCard) => void;
  /** Extra line under the name (e.g. the extra's price). */
  children?: ReactNode;
};

/** A dish (or extra) as a card: image, name, prep time, diets, and "Add". */
export function DishCard({ card, dietNames, isPending, onAdd, onOpen, children }: DishCardProps) {
  const t = useTranslate();
  const image = (
    <DishPhoto
      className="weekbox-dish-image"
      smallUrl={card.image_small_url}
      url={card.image_url}
      sizes="(max-width: 576px) 100vw, 256px"
    />
  );
  const diets = card.diet.map((id) => dietNames.get(id)).filter((name): name is string => Boolean(name));
  return (
    <li className="weekbox-dish-card" data-pending={isPending || undefined}>
      {onOpen ? (
        <AriaButton className="weekbox-dish-open" onPress={() => onOpen(card)}>
          {image}
          <span className="weekbox-dish-name">{card.name}</span>
        </AriaButton>
      ) : (
        <div className="weekbox-dish-open">
          {image}
          <span className="weekbox-dish-name">{card.name}</span>
        </div>
      )}
      <div className="weekbox-dish-body">
        {card.prep_time > 0 && (
          <p className="weekbox-dish-meta">
            <span aria-hidden="true">⏱ </span>
            {t("{n} min", { n: card.prep_time })}
          </p>
        )}
        {diets.length > 0 && (
          <ul className="weekbox-tags" aria-label={t("Diets")}>
            {diets.map((name) => (
              <li key={name} className="weekbox-tag">
                {name}
              </li>
            ))}
          </ul>
        )}
        {card["min-quant"] > 1 && (
          <p className="weekbox-dish-meta">{t("Added {n} at a time", { n: card["min-quant"] })}</p>
        )}
        {children}
      </div>
      <Button
        className="weekbox-button weekbox-dish-add"
        variant="secondary"
        isPending={isPending}
        aria-label={t("Add {name}", { name: card.name })}
        onPress={() => onAdd(card)}
      >
        {t("Add")}
      </Button>
    </li>
  );
}
