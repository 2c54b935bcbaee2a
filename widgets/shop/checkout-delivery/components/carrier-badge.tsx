import { useTranslate } from "@/core/i18n/use-translate";
import type { CarrierRate } from "@/core/rpc/routes/checkout-routes";

export type CarrierBadgeProps = {
  /** The method's rating; undefined while it is computed (or when it could not be). */
  rate: CarrierRate | undefined;
  isLoading: boolean;
  money: (amount: number) => string;
};

/** A delivery method's price, "Free", or why it cannot deliver the order (spec §2.5, §8.2). Styled by `[data-state]`. */
export function CarrierBadge({ rate, isLoading, money }: CarrierBadgeProps) {
  const t = useTranslate();
  if (!rate) {
    return (
      <span className="weekbox-carrier-badge" data-state="loading">
        {isLoading ? t("Computing the price…") : ""}
      </span>
    );
  }
  if (!rate.status) {
    return (
      <span className="weekbox-carrier-badge" data-state="error">
        {rate.error_message}
      </span>
    );
  }
  return (
    <span className="weekbox-carrier-badge" data-state={rate.is_free_delivery ? "free" : "price"}>
      {rate.is_free_delivery ? t("Free") : money(rate.amount_delivery)}
    </span>
  );
}
