import { useCallback, useState } from "react";
import { useCall, useSingleFlight, type Call } from "@/core/data/use-mutation";
import { getCartQuantity, publishCartQuantity, publishCartSummary } from "@/shop/shared/shop-cart-store";
import { trackAddToCart, type ShopTrackingItem } from "@/shop/shared/track-shop-event";
import { useTranslate } from "@/core/i18n/use-translate";
import { isAbort, userMessage } from "@/core/rpc/rpc-errors";
import type { CartSummary } from "@/core/rpc/routes/shop-routes";
import type { CartAttributeValues } from "../utils/cart-attribute-values";
import { flyToCart } from "../utils/fly-to-cart";
import { goTo } from "../utils/go-to";
import { prefersReducedMotion } from "../utils/prefers-reduced-motion";

export const CART_URL = "/shop/cart";

/** An optional product chosen with the product (website_sale_product_configurator's step). */
export type CartOptionChoice = {
  productId: number;
  quantity: number;
  /** Its parent: 0 the product, n the n-th option before it. */
  parent: number;
  /** The option as analytics name it. */
  tracking: ShopTrackingItem;
};

export type AddToCartRequest = {
  productId: number;
  quantity: number;
  attributeValues: CartAttributeValues;
  /** Chosen in the optional products' step: added with the product, in one call. */
  options?: readonly CartOptionChoice[] | undefined;
  /** The website's setting: go to the cart once added, or stay and see the image fly to it. */
  goToCart: boolean;
  /** The image that flies when the page has no gallery image. */
  fallbackImage?: string | undefined;
  /** Where that image takes off. */
  origin?: Element | null | undefined;
  /** The product as analytics name it (Odoo's add_to_cart event), and the page's currency. */
  tracking?: { item: ShopTrackingItem; currency: string } | undefined;
};

export type AddToCartOutcome =
  /** In the cart; `warning` says what differs from the request ("" when nothing). */
  | { kind: "added"; warning: string }
  /** The server added nothing; `warning` says why. */
  | { kind: "refused"; warning: string }
  | { kind: "failed"; message: string };

export type AddToCart = {
  /** Adds the product (one call, however fast the visitor clicks); resolves with whether it was added. */
  add: (request: AddToCartRequest) => Promise<boolean>;
  isAdding: boolean;
  outcome: AddToCartOutcome | null;
  dismiss: () => void;
};

/** What an add answered, whichever route it took. */
type AddAnswer = {
  lineId: number | false | undefined;
  quantity: number | undefined;
  cartQuantity: number | undefined;
  warning: string;
  cart: CartSummary | undefined;
};

/**
 * The add itself, one call: /shop/cart/update_json as Odoo 17's product page
 * calls it when staying on the page (`display: false, force_create: true`),
 * or, with options chosen, /shop/weekbox/cart_options (the product and its
 * options linked, as Odoo's /shop/cart/update_option); both answer the cart.
 */
async function sendAdd(call: Call, request: AddToCartRequest, signal: AbortSignal): Promise<AddAnswer> {
  if (request.options) {
    const result = await call(
      "/shop/weekbox/cart_options",
      {
        product_id: request.productId,
        add_qty: request.quantity,
        options: request.options.map(({ productId, quantity, parent }) => ({
          product_id: productId,
          quantity,
          parent,
        })),
        ...request.attributeValues,
      },
      { signal },
    );
    return {
      lineId: result.line_id,
      quantity: result.quantity,
      cartQuantity: result.cart_quantity,
      warning: result.warning,
      cart: result.weekbox_cart,
    };
  }
  const result = await call(
    "/shop/cart/update_json",
    {
      product_id: request.productId,
      add_qty: request.quantity,
      display: false,
      weekbox_cart: true,
      force_create: true,
      ...request.attributeValues,
    },
    { signal },
  );
  return {
    lineId: result.line_id,
    quantity: result.quantity,
    cartQuantity: result.cart_quantity,
    warning: result.notification_info?.warning ?? "",
    cart: result.weekbox_cart,
  };
}

/**
 * The buy box's add to cart (sendAdd), with the cart summary in numbers for
 * the page's other islands, the header's count at once, analytics, and the
 * website's "go to the cart" or the image flying to it.
 */
export function useAddToCart(): AddToCart {
  const t = useTranslate();
  const call = useCall();
  const { run, busy } = useSingleFlight();
  const [outcome, setOutcome] = useState<AddToCartOutcome | null>(null);

  const add = useCallback(
    async (request: AddToCartRequest) => {
      const added = await run(async (signal) => {
        setOutcome(null);
        // The header counts the units at once; the server's answer then says what the cart holds.
        const counted = getCartQuantity();
        const options = request.options ?? [];
        const units = options.reduce((sum, option) => sum + option.quantity, request.quantity);
        if (counted !== null) publishCartQuantity(counted + units);
        let answered = false;
        try {
          const result = await sendAdd(call, request, signal);
          answered = true;
          if (result.cart) publishCartSummary(result.cart);
          else if (typeof result.cartQuantity === "number") publishCartQuantity(result.cartQuantity);
          else if (counted !== null) publishCartQuantity(counted);

          const lineQuantity = result.quantity;
          const isAdded = result.lineId !== false && (lineQuantity === undefined || lineQuantity > 0);
          let warning = result.warning;
          if (!warning && !isAdded) warning = t("This product could not be added to your cart.");
          if (!warning && lineQuantity !== undefined && lineQuantity < request.quantity) {
            warning = t("Your cart now holds {quantity} of this product.", { quantity: lineQuantity });
          }
          setOutcome({ kind: isAdded ? "added" : "refused", warning });
          if (!isAdded) return false;
          if (request.tracking) {
            // One event for the product and its options, as Odoo's optional products' step sends it.
            trackAddToCart(request.tracking.currency, [
              { ...request.tracking.item, quantity: request.quantity },
              ...options.map((option) => ({ ...option.tracking, quantity: option.quantity })),
            ]);
          }
          if (request.goToCart) {
            goTo(CART_URL);
          } else if (!prefersReducedMotion()) {
            flyToCart({ fallbackSrc: request.fallbackImage, origin: request.origin });
          }
          return true;
        } catch (error) {
          if (!answered && counted !== null) publishCartQuantity(counted);
          if (!isAbort(error)) setOutcome({ kind: "failed", message: userMessage(error, t) });
          return false;
        }
      });
      return added ?? false;
    },
    [call, run, t],
  );

  const dismiss = useCallback(() => setOutcome(null), []);
  return { add, isAdding: busy, outcome, dismiss };
}
