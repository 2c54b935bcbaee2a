import { useMoney } from "@/core/format/use-money";
import { useTranslate } from "@/core/i18n/use-translate";
import { userMessage } from "@/core/rpc/rpc-errors";
import { Button } from "@/ui/button";
import { useFreshCartSummary } from "../hooks/use-fresh-cart-summary";
import { EXPRESS_CHECKOUT_URL, MINI_CART_MAX_LINES } from "../utils/mini-cart-constants";
import { MiniCartLine } from "./mini-cart-line";

export type MiniCartPanelProps = {
  /** The header's counter. */
  count: number;
  cartUrl: string;
};

/**
 * What the mini cart shows (spec §2.5): the first lines, the total, "View
 * cart" and "Checkout" (not for an empty cart). Server texts are plain text.
 */
export function MiniCartPanel({ count, cartUrl }: MiniCartPanelProps) {
  const t = useTranslate();
  const { summary, error, reload } = useFreshCartSummary(count);
  const money = useMoney(summary?.currency);

  if (error !== undefined) {
    return (
      <div className="weekbox-mini-cart-body">
        <p role="alert">{userMessage(error, t)}</p>
        <Button variant="secondary" className="weekbox-button o_no_wait_lazy_js" onPress={reload}>
          {t("Try again")}
        </Button>
      </div>
    );
  }
  if (!summary) {
    return (
      <p className="weekbox-mini-cart-loading" role="status">
        {t("Loading your cart…")}
      </p>
    );
  }
  const isEmpty = summary.cart_quantity === 0 && summary.lines.length === 0;
  const shown = summary.lines.slice(0, MINI_CART_MAX_LINES);
  const more = summary.lines.length - shown.length;
  return (
    <div className="weekbox-mini-cart-body">
      {isEmpty ? (
        <p className="weekbox-mini-cart-empty">{t("Your cart is empty.")}</p>
      ) : (
        <>
          <ul className="weekbox-mini-cart-lines" aria-label={t("Products in your cart")}>
            {shown.map((line) => (
              <MiniCartLine key={line.id} line={line} money={money} />
            ))}
          </ul>
          {more > 0 && (
            <p className="weekbox-muted weekbox-mini-cart-more">{t("and {n} more", { n: more })}</p>
          )}
          <p className="weekbox-mini-cart-total">
            <span>{t("Total")}</span>
            <span data-testid="mini-cart-total">{money(summary.amount_total)}</span>
          </p>
        </>
      )}
      <div className="weekbox-mini-cart-actions">
        <a href={cartUrl} className="weekbox-button o_no_wait_lazy_js" data-variant="secondary">
          {t("View cart")}
        </a>
        {summary.cart_quantity > 0 && (
          <a href={EXPRESS_CHECKOUT_URL} className="weekbox-button o_no_wait_lazy_js" data-variant="primary">
            {t("Checkout")}
          </a>
        )}
      </div>
    </div>
  );
}
