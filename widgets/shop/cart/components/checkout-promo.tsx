import { useRpcClient } from "@/core/data/rpc-client-context";
import { publishCartSummary } from "@/shop/shared/shop-cart-store";
import { applyPromoCode } from "../api/apply-promo-code";
import type { ShopPromoProps } from "../shop-promo-props";
import { reloadPage } from "@/core/page/page-navigation";
import { PromoCodeForm } from "./promo-code-form";

/**
 * The promo code form of the checkout's order summary (spec §2.5: also on the
 * order-confirm step), through the same JSON route as the cart's. A refused
 * code says why in place and changes nothing; an applied one reloads the
 * page, whose summary, delivery prices and amount to pay are Odoo's
 * server-rendered ones for the new total (as Odoo's own form does).
 */
export function CheckoutPromo({ appliedCodes }: ShopPromoProps) {
  const client = useRpcClient();
  return (
    <PromoCodeForm
      appliedCodes={appliedCodes}
      applyPromo={async (code) => {
        const answer = await applyPromoCode(client, code);
        if (answer.valid) {
          publishCartSummary(answer.cart);
          reloadPage();
        }
        return answer;
      }}
    />
  );
}
