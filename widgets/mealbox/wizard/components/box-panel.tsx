import { useId, useRef, useState, type ReactNode } from "react";
import { PlainButton as Button } from "@/ui/upgrade/plain-button";
import { useTranslate } from "@/core/i18n/use-translate";
import { useFocusRecovery } from "../hooks/use-focus-recovery";
import { useMediaQuery } from "@/ui/use-media-query";
import type { CartItem } from "../stores/wizard-state";
import { CartLine } from "./cart-line";

/** The layout switches to one column (cart below, collapsible) at this width and below (spec §9.3). */
export const NARROW_QUERY = "(max-width: 768px)";

export type BoxPanelProps = {
  title: string;
  /** Short state for the collapsed header on small screens, e.g. "2 of 3 meals". */
  status: string;
  lines: CartItem[];
  pendingLines: ReadonlyMap<number, number>;
  emptyText: string;
  /** Most a line may grow to, by line. */
  maxFor?: (line: CartItem) => number;
  priceFor?: (line: CartItem) => string;
  onQuantityChange: (line: CartItem, quantity: number) => void;
  /** Totals under the lines. */
  children?: ReactNode;
};

/** The cart panel: beside the list on wide screens, below it and collapsible on small ones. */
export function BoxPanel({
  title,
  status,
  lines,
  pendingLines,
  emptyText,
  maxFor,
  priceFor,
  onQuantityChange,
  children,
}: BoxPanelProps) {
  const t = useTranslate();
  const narrow = useMediaQuery(NARROW_QUERY);
  const [expanded, setExpanded] = useState(true);
  const bodyId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  useFocusRecovery({
    listRef,
    item: ".weekbox-cart-line",
    target: ".weekbox-stepper-input",
    fallbackRef: headingRef,
    items: lines,
  });
  const collapsed = narrow && !expanded;
  return (
    // Busy while a change shown at once waits for the server (a line taken out
    // is no longer on screen to say it): assistive tech and tests see it.
    <aside
      className="weekbox-box-panel"
      aria-labelledby={`${bodyId}-title`}
      aria-busy={pendingLines.size > 0 || undefined}
      data-pending={pendingLines.size > 0 || undefined}
    >
      <h2 className="weekbox-box-panel-title" id={`${bodyId}-title`} ref={headingRef} tabIndex={-1}>
        {narrow ? (
          <Button
            className="weekbox-box-panel-toggle"
            aria-expanded={expanded}
            aria-controls={bodyId}
            onPress={() => setExpanded(!expanded)}
          >
            <span>{title}</span>
            <span className="weekbox-box-panel-status">{status}</span>
            <span className="weekbox-box-panel-chevron" aria-hidden="true" />
          </Button>
        ) : (
          <>
            <span>{title}</span>
            <span className="weekbox-box-panel-status">{status}</span>
          </>
        )}
      </h2>
      <div className="weekbox-box-panel-body" id={bodyId} hidden={collapsed}>
        {lines.length === 0 && <p className="weekbox-muted">{emptyText}</p>}
        <ul className="weekbox-cart-lines" ref={listRef} aria-label={t("Lines of your box")}>
          {lines.map((line) => (
            <CartLine
              key={line.line_id}
              line={line}
              quantity={pendingLines.get(line.line_id) ?? line.quantity}
              isPending={pendingLines.has(line.line_id)}
              maxValue={maxFor?.(line)}
              price={priceFor?.(line)}
              onQuantityChange={onQuantityChange}
            />
          ))}
        </ul>
        {children}
      </div>
    </aside>
  );
}
