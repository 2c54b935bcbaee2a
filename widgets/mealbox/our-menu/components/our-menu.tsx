import type * as v from "valibot";
import { useRouteQuery } from "@/core/data/use-query";
import { useTranslate } from "@/core/i18n/use-translate";
import { useUserMessage } from "@/core/rpc/lazy-user-message";
import type { productCardSchema } from "@/core/rpc/routes/mealbox-schemas";
import { LazyAlert } from "@/ui/lazy-alert";
import { useMediaQuery } from "@/ui/use-media-query";
import type { OurMenuProps } from "../our-menu-props";
import { MenuDishCard } from "./menu-dish-card";
import { DishCarousel } from "./dish-carousel";

export type MenuDish = v.InferOutput<typeof productCardSchema> & { categoryName: string };

/** Spec §9.3: a carousel at 768 px wide or less, showing 3 dishes from 600 px. */
export const CAROUSEL_QUERY = "(max-width: 768px)";
export const THREE_UP_QUERY = "(min-width: 600px)";
// The grid draws 3 columns up to Bootstrap's xl container, then 4 (container 1140/1320 px).
const GRID_IMAGE_SIZES = "(min-width: 1400px) 320px, (min-width: 1200px) 275px, 33vw";

/** The week's dishes: a grid on wide screens, a carousel on narrow ones. */
export function OurMenu({ limit }: OurMenuProps) {
  const t = useTranslate();
  const menu = useRouteQuery("/our/menu", {});
  const isCarousel = useMediaQuery(CAROUSEL_QUERY);
  const isThreeUp = useMediaQuery(THREE_UP_QUERY);
  const errorMessage = useUserMessage(menu.error, t);

  if (menu.error) {
    // The alert comes with its words (announced with them), a moment after the error.
    return errorMessage === null ? null : <LazyAlert tone="info">{errorMessage}</LazyAlert>;
  }
  if (!menu.data) {
    return (
      <p className="weekbox-muted weekbox-our-menu-loading text-center" aria-busy="true">
        {t("Loading this week's dishes…")}
      </p>
    );
  }

  const categoryNames = new Map(menu.data.categ_list.map((category) => [category.id, category.name]));
  const dishes: MenuDish[] = menu.data.front_products.slice(0, limit).map((dish) => ({
    ...dish,
    categoryName: categoryNames.get(dish.category[0] ?? -1) ?? "",
  }));
  if (dishes.length === 0) {
    return <p className="weekbox-muted text-center">{t("This week's menu is coming soon.")}</p>;
  }

  return (
    <div className="weekbox-our-menu" data-layout={isCarousel ? "carousel" : "grid"}>
      {isCarousel ? (
        <DishCarousel dishes={dishes} perView={isThreeUp ? 3 : 1} label={t("This week's dishes")} />
      ) : (
        <ul className="weekbox-menu-grid" aria-label={t("This week's dishes")}>
          {dishes.map((dish) => (
            <li key={dish.product_id} className="weekbox-menu-grid-item">
              <MenuDishCard dish={dish} imageSizes={GRID_IMAGE_SIZES} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
