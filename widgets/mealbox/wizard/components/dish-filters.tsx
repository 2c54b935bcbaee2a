import type { ReactNode } from "react";
import { useTranslate } from "@/core/i18n/use-translate";
import type { WizardBox } from "../stores/wizard-state";
import type { DishFilters as Filters, ToggleFilter } from "../utils/wizard-url";
import { PlainButton } from "@/ui/upgrade/plain-button";

export type DishFiltersProps = {
  box: WizardBox;
  filters: Filters;
  isPending: boolean;
  onToggleDiet: (dietId: number) => void;
  onSelectCategory: (categoryId: number) => void;
  onToggleFilter: (filter: Exclude<ToggleFilter, 0>) => void;
};

const TOGGLES = ["do_something", "do_nothing"] as const;

/**
 * Diets (several at once), categories (one at a time, "All" = 0) and the two
 * mutually exclusive toggle filters. Every button is its own tab stop, so the
 * filters work with Tab, Enter and Space alone.
 */
export function DishFilters({
  box,
  filters,
  isPending,
  onToggleDiet,
  onSelectCategory,
  onToggleFilter,
}: DishFiltersProps) {
  const t = useTranslate();
  return (
    <div className="weekbox-dish-filters" aria-busy={isPending}>
      <div className="weekbox-filter-group" role="group" aria-labelledby="weekbox-filter-category">
        <span className="weekbox-filter-label" id="weekbox-filter-category">
          {t("Category")}
        </span>
        <ToggleButton
          className="weekbox-chip"
          isSelected={filters.category === 0}
          onChange={() => onSelectCategory(0)}
        >
          {t("All")}
        </ToggleButton>
        {box.categories.map((category) => (
          <ToggleButton
            key={category.id}
            className="weekbox-chip"
            isSelected={filters.category === category.id}
            onChange={() => onSelectCategory(category.id)}
          >
            {category.name}
          </ToggleButton>
        ))}
      </div>
      <div className="weekbox-filter-group" role="group" aria-labelledby="weekbox-filter-diet">
        <span className="weekbox-filter-label" id="weekbox-filter-diet">
          {t("Diet")}
        </span>
        {box.diets.map((diet) => (
          <ToggleButton
            key={diet.id}
            className="weekbox-chip"
            isSelected={filters.diets.includes(diet.id)}
            onChange={() => onToggleDiet(diet.id)}
          >
            {diet.name}
          </ToggleButton>
        ))}
      </div>
      <div className="weekbox-filter-group" role="group" aria-labelledby="weekbox-filter-toggle">
        <span className="weekbox-filter-label" id="weekbox-filter-toggle">
          {t("Show only")}
        </span>
        {TOGGLES.map((toggle) => (
          <ToggleButton
            key={toggle}
            className="weekbox-chip"
            isSelected={filters.toggle === toggle}
            onChange={() => onToggleFilter(toggle)}
          >
            {box.filterLabels[toggle]}
          </ToggleButton>
        ))}
      </div>
    </div>
  );
}

type ToggleButtonProps = {
  className: string;
  isSelected: boolean;
  onChange: () => void;
  children: ReactNode;
};

/**
 * A chip that is on or off: a native button with aria-pressed, in the markup
 * of react-aria's ToggleButton (`[data-selected]`), whose press events the
 * compose step's first load does without.
 */
function ToggleButton({ className, isSelected, onChange, children }: ToggleButtonProps) {
  return (
    <PlainButton
      className={className}
      aria-pressed={isSelected}
      data-selected={isSelected || undefined}
      onPress={onChange}
    >
      {children}
    </PlainButton>
  );
}
