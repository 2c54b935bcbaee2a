import { highlightParts } from "../utils/highlight-parts";

export type HighlightedLabelProps = {
  label: string;
  /** [start, end) ranges of `label` to mark. */
  highlights: readonly (readonly [number, number])[];
};

/** A suggestion's label as text, its matching ranges in <mark> — never parsed as HTML. */
export function HighlightedLabel({ label, highlights }: HighlightedLabelProps) {
  return (
    <span className="weekbox-suggestion-label">
      {highlightParts(label, highlights).map((part, index) =>
        part.highlighted ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </span>
  );
}
