import { ToggleButton } from "react-aria-components/ToggleButton";
import { Button } from "react-aria-components/Button";
import { useTranslate } from "@/core/i18n/use-translate";
import type { RouteResult } from "@/core/rpc/route-map";
import { roundToHalf } from "../utils/round-to-half";
import { STAR_VALUES, type StarValue } from "../utils/rating-labels";
import { StarRating } from "./star-rating";

export type RatingStats = RouteResult<"/portal/thread/rating_stats">;

export type RatingCardProps = {
  stats: RatingStats;
  /** The star value the messages are filtered to, or null. */
  selected: StarValue | null;
  onSelect: (value: StarValue | null) => void;
};

/**
 * The average and the share of each star value (both rounded to the nearest
 * half). Pressing a row shows that value's messages only; pressing the
 * selected row (its text included) or its × shows them all again.
 */
export function RatingCard({ stats, selected, onSelect }: RatingCardProps) {
  const t = useTranslate();
  const average = roundToHalf(stats.avg);
  return (
    <div className="weekbox-thread-rating-card" data-testid="thread-rating-card">
      <div className="weekbox-thread-rating-average">
        <p className="weekbox-thread-rating-average-value" data-testid="thread-rating-average">
          {average}
        </p>
        <StarRating value={stats.avg} />
        <p className="weekbox-thread-rating-total">
          {stats.total === 1 ? t("1 rating") : t("{n} ratings", { n: stats.total })}
        </p>
      </div>
      <ul className="weekbox-thread-rating-rows" aria-label={t("Filter the reviews by rating")}>
        {[...STAR_VALUES].reverse().map((star) => {
          const percent = roundToHalf(stats.percent[String(star)] ?? 0);
          const isSelected = selected === star;
          return (
            <li
              key={star}
              className="weekbox-thread-rating-row"
              data-dimmed={selected && !isSelected ? "" : undefined}
            >
              <ToggleButton
                className="weekbox-thread-rating-toggle o_no_wait_lazy_js"
                isSelected={isSelected}
                onChange={(pressed) => onSelect(pressed ? star : null)}
                data-star={star}
              >
                <span className="weekbox-thread-rating-row-text">
                  {star === 1 ? t("1 star") : t("{n} stars", { n: star })}
                </span>
                <span className="weekbox-thread-rating-bar" aria-hidden="true">
                  <span style={{ width: `${percent}%` }} />
                </span>
                <span className="weekbox-thread-rating-percent" data-testid={`thread-rating-percent-${star}`}>
                  {percent}%
                </span>
              </ToggleButton>
              {isSelected && (
                <Button
                  className="weekbox-thread-rating-reset o_no_wait_lazy_js"
                  aria-label={t("Show every rating")}
                  onPress={() => onSelect(null)}
                >
                  ×
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
