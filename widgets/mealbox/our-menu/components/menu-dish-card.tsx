import { useTranslate } from "@/core/i18n/use-translate";
import { DishPhoto } from "@/mealbox/shared/dish-photo";
import type { MenuDish } from "./our-menu";

export type MenuDishCardProps = {
  dish: MenuDish;
  /** The `sizes` attribute for the image: how wide it is drawn at each breakpoint. */
  imageSizes: string;
};

/** One dish: photo (256 or 512 px from Odoo's image routes), name and facts. */
export function MenuDishCard({ dish, imageSizes }: MenuDishCardProps) {
  const t = useTranslate();
  return (
    <article className="weekbox-menu-card">
      <DishPhoto
        className="weekbox-menu-card-image"
        smallUrl={dish.image_small_url}
        url={dish.image_url}
        sizes={imageSizes}
        draggable={false}
      />
      <div className="weekbox-menu-card-body">
        <h3 className="weekbox-menu-card-name">{dish.name}</h3>
        <p className="weekbox-menu-card-facts">
          {dish.categoryName && <span>{dish.categoryName}</span>}
          {dish.prep_time > 0 && <span>{t("{n} min", { n: dish.prep_time })}</span>}
          {dish.calories > 0 && <span>{t("{n} kcal", { n: dish.calories })}</span>}
        </p>
      </div>
    </article>
  );
}
