import { useTranslate } from "@/core/i18n/use-translate";

export type EmptyCartProps = { shopUrl: string };

/** An empty cart: no checkout, a way back to the shop. Focus lands on it when the last line goes. */
export function EmptyCart({ shopUrl }: EmptyCartProps) {
  const t = useTranslate();
  return (
    <div className="weekbox-cart-empty">
      <p className="weekbox-cart-empty-message" tabIndex={-1} data-focus-after-removal="">
        {t("Your cart is empty!")}
      </p>
      <a href={shopUrl} className="weekbox-button" data-variant="secondary">
        {t("Continue shopping")}
      </a>
    </div>
  );
}
