import { useTranslate } from "@/core/i18n/use-translate";
import { roundToHalf } from "../utils/round-to-half";

export type StarRatingProps = {
  /** 0–5; shown rounded to the nearest half. */
  value: number;
};

/** Five stars, full, half or empty, for a rating read (a message's, the average). */
export function StarRating({ value }: StarRatingProps) {
  const t = useTranslate();
  const rounded = roundToHalf(value);
  return (
    <span
      className="weekbox-thread-stars"
      role="img"
      aria-label={t("{value} stars on 5", { value: rounded })}
    >
      {[1, 2, 3, 4, 5].map((star) => (
        <span
          key={star}
          aria-hidden="true"
          className="weekbox-thread-star"
          data-fill={rounded >= star ? "full" : rounded >= star - 0.5 ? "half" : "empty"}
        >
          ★
        </span>
      ))}
    </span>
  );
}
