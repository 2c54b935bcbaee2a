import { useTranslate } from "@/core/i18n/use-translate";

export type PriceExtraBadgeProps = {
  /** The value's price extra; nothing is shown when it is 0. */
  amount: number;
  money: (amount: number) => string;
};

/** "+ 3.00 €" next to an attribute value that changes the price (Odoo's badge_extra_price). */
export function PriceExtraBadge({ amount, money }: PriceExtraBadgeProps) {
  const t = useTranslate();
  if (!amount) return null;
  return (
    <span className="weekbox-shop-price-extra" data-sign={amount > 0 ? "plus" : "minus"}>
      {amount > 0
        ? t("+ {price}", { price: money(amount) })
        : t("- {price}", { price: money(Math.abs(amount)) })}
    </span>
  );
}
