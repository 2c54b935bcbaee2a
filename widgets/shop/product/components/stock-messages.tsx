import { useTranslate } from "@/core/i18n/use-translate";
import { useTranslations } from "@/core/i18n/use-translations";
import { formatQuantity } from "../utils/format-quantity";
import type { StockNotice } from "../utils/stock-status";

export type StockMessagesProps = { notices: readonly StockNotice[] };

/** website_sale_stock's availability messages (its Odoo 17 wording). */
export function StockMessages({ notices }: StockMessagesProps) {
  const t = useTranslate();
  const { langParams } = useTranslations();
  const amount = (notice: { quantity: number; uom: string }) => ({
    qty: formatQuantity(notice.quantity, langParams),
    uom: notice.uom,
  });
  const text = (notice: StockNotice): string => {
    switch (notice.kind) {
      case "out-of-stock-message":
        return notice.text;
      case "out-of-stock":
        return t("Out of Stock");
      case "threshold":
        return t("Only {qty} {uom} left in stock.", amount(notice));
      case "in-stock":
        return t("{qty} {uom} in stock", amount(notice));
      case "all-in-cart":
        return t("You already added all the available product in your cart.");
      case "in-cart":
        return t("You already added {qty} {uom} in your cart.", amount(notice));
    }
  };
  // Always rendered: a message appearing after a change of variant is read out.
  return (
    <div className="weekbox-shop-stock" role="status">
      {notices.map((notice) => (
        <p key={notice.kind} className="weekbox-shop-stock-message" data-kind={notice.kind}>
          {text(notice)}
        </p>
      ))}
    </div>
  );
}
