import { useTranslate } from "@/core/i18n/use-translate";
import { userMessage } from "@/core/rpc/rpc-errors";
import { useRouteQuery } from "@/core/data/use-query";
import { Alert } from "@/ui/alert";
import { Dialog } from "@/ui/dialog";
import type { ProductCard } from "../stores/wizard-state";
import { videoSource } from "../utils/video-embed";
import { ImageCarousel, type CarouselSlide } from "./image-carousel";

export type MealDetailDialogProps = {
  /** The dish whose details are shown; null when closed. */
  card: ProductCard | null;
  onClose: () => void;
};

/**
 * A dish's details (/mealbox/get_product): its images and video in a carousel,
 * description, ingredients, allergens. Closing unmounts the content, so an
 * embedded video stops; focus returns to the dish that opened it. Server text
 * is rendered as text, never as HTML.
 */
export function MealDetailDialog({ card, onClose }: MealDetailDialogProps) {
  return (
    <Dialog
      title={card?.name ?? ""}
      isOpen={card !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      className="weekbox-dialog weekbox-meal-detail"
    >
      {card && <MealDetail card={card} />}
    </Dialog>
  );
}

function MealDetail({ card }: { card: ProductCard }) {
  const t = useTranslate();
  const query = useRouteQuery("/mealbox/get_product", { product_id: card.product_id });
  const detail = query.data?.[String(card.product_id)];

  if (query.error !== undefined) return <Alert tone="error">{userMessage(query.error, t)}</Alert>;
  if (!detail) {
    return (
      <p className="weekbox-muted" role="status">
        {t("Loading…")}
      </p>
    );
  }

  const video = videoSource(detail.video_url);
  const slides: CarouselSlide[] = detail.images.map((src, index) => ({
    kind: "image",
    key: `image-${index}`,
    src,
  }));
  if (video?.kind === "embed") {
    slides.push({
      kind: "video",
      key: "video",
      src: video.src,
      title: t("Video of {name}", { name: detail.name }),
    });
  }
  const ingredients = detail.ingredients
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

  return (
    <div className="weekbox-meal-detail-body">
      {slides.length > 0 && (
        <ImageCarousel label={t("Photos and video of {name}", { name: detail.name })} slides={slides} />
      )}
      {video?.kind === "link" && (
        <p>
          <a href={video.href} target="_blank" rel="noopener noreferrer">
            {t("Watch the video")}
          </a>
        </p>
      )}
      {detail.diet_names.length > 0 && (
        <ul className="weekbox-tags" aria-label={t("Diets")}>
          {detail.diet_names.map((name) => (
            <li key={name} className="weekbox-tag">
              {name}
            </li>
          ))}
        </ul>
      )}
      {detail.description && <p className="weekbox-meal-detail-description">{detail.description}</p>}
      <dl className="weekbox-meal-detail-facts">
        {detail.category_names.length > 0 && (
          <>
            <dt>{t("Category")}</dt>
            <dd>{detail.category_names.join(", ")}</dd>
          </>
        )}
        {detail.prep_time > 0 && (
          <>
            <dt>{t("Preparation time")}</dt>
            <dd>{t("{n} min", { n: detail.prep_time })}</dd>
          </>
        )}
        {detail.calories > 0 && (
          <>
            <dt>{t("Calories")}</dt>
            <dd>{t("{n} kcal", { n: detail.calories })}</dd>
          </>
        )}
        {detail.allergens && (
          <>
            <dt>{t("Allergens")}</dt>
            <dd>{detail.allergens}</dd>
          </>
        )}
      </dl>
      {ingredients.length > 0 && (
        <>
          <h3 className="weekbox-meal-detail-subtitle">{t("Ingredients")}</h3>
          <ul className="weekbox-meal-detail-ingredients">
            {ingredients.map((ingredient, index) => (
              <li key={index}>{ingredient}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
