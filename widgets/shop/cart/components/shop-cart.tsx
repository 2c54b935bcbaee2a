import { useRef } from "react";
import { useMoney } from "@/core/format/use-money";
import { useTranslate } from "@/core/i18n/use-translate";
import { userMessage } from "@/core/rpc/rpc-errors";
import { Alert } from "@/ui/alert";
import { useCartEditor } from "../hooks/use-cart-editor";
import { useCartView } from "../hooks/use-cart-view";
import { useRemovalFocus } from "../hooks/use-removal-focus";
import type { ShopCartProps } from "../shop-cart-props";
import { CartLines } from "./cart-lines";
import { CartSummaryCard } from "./cart-summary-card";
import { EmptyCart } from "./empty-cart";
import { PromoCodeForm } from "./promo-code-form";
import { SuggestedProducts } from "./suggested-products";

/**
 * The /shop/cart page (spec §2.5, §4.2, §5.2, §8.2): the cart the page was
 * rendered with at once, then each cart the server answers. Lines with their
 * quantities (debounced, corrected by the server) and removal, suggested
 * products, the promo code and the totals with checkout. `[data-pending]`
 * while an edit is not saved yet.
 */
export function ShopCart({
  cart: initialCart,
  checkoutUrl,
  shopUrl,
  showPromo,
  showSuggested,
}: ShopCartProps) {
  const t = useTranslate();
  const view = useCartView(initialCart);
  const [editing, editor] = useCartEditor(initialCart.warning);
  const root = useRef<HTMLDivElement>(null);
  useRemovalFocus(root, view);
  const { cart } = view;
  const money = useMoney(cart.currency);
  const isEmpty = cart.cart_quantity === 0 && cart.lines.length === 0;
  const { warning, failure } = editing;

  return (
    <div className="weekbox-shop-cart" ref={root} tabIndex={-1} data-pending={editing.isPending || undefined}>
      {warning && (
        <Alert
          key={warning.key}
          tone="error"
          onDismiss={editor.dismissWarning}
          className="weekbox-alert weekbox-cart-warning"
        >
          {warning.value}
        </Alert>
      )}
      {failure && (
        <Alert key={failure.key} tone="error" onDismiss={editor.dismissFailure}>
          {userMessage(failure.value, t)}
        </Alert>
      )}
      <p className="visually-hidden" aria-live="polite" data-testid="cart-announcer">
        {view.removed.map((line) => t("{name} was removed from your cart.", { name: line.name })).join(" ")}
      </p>
      {isEmpty ? (
        <EmptyCart shopUrl={shopUrl} />
      ) : (
        <div className="weekbox-shop-cart-layout">
          <div className="weekbox-shop-cart-main">
            <CartLines lines={cart.lines} editing={editing} editor={editor} money={money} />
            {showSuggested && cart.suggested.length > 0 && (
              <SuggestedProducts
                products={cart.suggested}
                adding={editing.adding}
                money={money}
                onAdd={editor.addProduct}
              />
            )}
          </div>
          <div className="weekbox-shop-cart-side">
            <CartSummaryCard
              cart={cart}
              isPending={editing.isPending}
              checkoutUrl={checkoutUrl}
              shopUrl={shopUrl}
              money={money}
            />
            {showPromo && <PromoCodeForm appliedCodes={cart.promo_codes} applyPromo={editor.applyPromo} />}
          </div>
        </div>
      )}
    </div>
  );
}
