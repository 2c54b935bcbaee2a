import { Checkbox } from "react-aria-components/Checkbox";

/** The diets offered, each a checkbox: the contract form's and the subscription page's. */
export function DietCheckboxes({ diets }: { diets: readonly { id: number; name: string }[] }) {
  return diets.map((diet) => (
    <Checkbox key={diet.id} value={String(diet.id)} className="weekbox-checkbox">
      {({ isSelected }) => (
        <>
          <span className="weekbox-checkbox-box" aria-hidden="true">
            {isSelected ? "✓" : ""}
          </span>
          {diet.name}
        </>
      )}
    </Checkbox>
  ));
}
