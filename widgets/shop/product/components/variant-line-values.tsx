import { Fragment, type ReactNode } from "react";
import { Label } from "@/ui/upgrade/controls";
import type { AttributeLine, AttributeValue } from "../types/shop-product-types";

/** How a value that cannot go with the chosen ones is marked: spread on its radio or checkbox. */
export type UnavailableMarks = {
  "data-unavailable": true | undefined;
  "aria-describedby": string | undefined;
};

export type VariantLineValuesProps = {
  line: AttributeLine;
  unavailable: ReadonlySet<number>;
  /** The id of the text describing an unavailable value. */
  unavailableNoteId: string;
  /** One value's radio or checkbox, carrying `marks`. */
  children: (value: AttributeValue, marks: UnavailableMarks) => ReactNode;
};

/**
 * The inside of a line of radios or checkboxes: the line's name labelling the
 * group, then its values. An unavailable value is greyed and described, not
 * disabled: choosing it is how a visitor moves to another combination.
 */
export function VariantLineValues({
  line,
  unavailable,
  unavailableNoteId,
  children,
}: VariantLineValuesProps) {
  return (
    <>
      <Label className="weekbox-shop-variant-name">{line.name}</Label>
      <div className="weekbox-shop-variant-values">
        {line.values.map((value) => {
          const isUnavailable = unavailable.has(value.id);
          const marks: UnavailableMarks = {
            "data-unavailable": isUnavailable || undefined,
            "aria-describedby": isUnavailable ? unavailableNoteId : undefined,
          };
          return <Fragment key={value.id}>{children(value, marks)}</Fragment>;
        })}
      </div>
    </>
  );
}
