import { useTranslate } from "@/core/i18n/use-translate";
import type { MenuDish } from "./our-menu";

export type DishCardProps = {
  dish: MenuDish;
  /** The `sizes` attribute for the image: how wide it is drawn at each breakpoint. */
  imageSizes: string;
};

/** One dish: photo (256 or 512 px from Odoo's image routes), name and facts. */
export function DishCard({ dish, imageSizes }: DishCardProps) {
  const t = useTranslate();
  return (
    <article className="weekbox-menu-card">
      <img
        className="weekbox-menu-card-image"
        src={dish.image_small_url}
        srcSet={`${dish.image_small_url} 256w, ${dish.image_url} 512w`}
        sizes={imageSizes}
        width={256}
        height={256}
        loading="lazy"
        decoding="async"
        draggable={false}
        // The name follows as a heading: the photo adds nothing for a screen reader.
        alt=""
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
