import { useState } from "react";
import { Label } from "react-aria-components/Label";
import { Radio, RadioGroup } from "react-aria-components/RadioGroup";
import { useTranslate } from "@/core/i18n/use-translate";
import { ratingLabel, STAR_VALUES, type StarValue } from "../utils/rating-labels";

export type StarInputProps = {
  value: StarValue | null;
  onChange: (value: StarValue) => void;
  isDisabled?: boolean;
};

/**
 * The new message's rating: five stars as a radio group (arrow keys move
 * between them), labelled 1 'I hate it' … 5 'I love it'. Hovering a star
 * lights it and those before it and says its label, as Odoo's star input
 * does; leaving shows the rating chosen again.
 */
export function StarInput({ value, onChange, isDisabled }: StarInputProps) {
  const t = useTranslate();
  const [hovered, setHovered] = useState<StarValue | null>(null);
  const shown = (isDisabled ? null : hovered) ?? value;
  return (
    <RadioGroup
      className="weekbox-thread-star-input"
      orientation="horizontal"
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(Number(next) as StarValue)}
      isDisabled={isDisabled}
    >
      <Label className="weekbox-thread-star-input-label">{t("Your rating")}</Label>
      <div className="weekbox-thread-star-input-stars">
        {STAR_VALUES.map((star) => (
          <Radio
            key={star}
            value={String(star)}
            aria-label={ratingLabel(star, t)}
            className="weekbox-thread-star-radio"
            data-lit={shown !== null && star <= shown ? "" : undefined}
            onHoverStart={() => setHovered(star)}
            onHoverEnd={() => setHovered((current) => (current === star ? null : current))}
          >
            <span aria-hidden="true">★</span>
          </Radio>
        ))}
      </div>
      <span className="weekbox-thread-star-input-text" aria-hidden="true">
        {shown !== null ? ratingLabel(shown, t) : ""}
      </span>
    </RadioGroup>
  );
}
