/** The size (px) the flying image shrinks to as it reaches the cart link (Odoo's animateClone). */
export const FLY_TARGET_SIZE_PX = 75;
/** How long the flight lasts (ms), as Odoo's. */
export const FLY_DURATION_MS = 500;

/** The gallery's main image carries it (the image that flies). */
export const PRODUCT_IMAGE_ATTRIBUTE = "data-weekbox-product-image";
/** The header cart link's widget carries it; Odoo's own header link has the class. */
const CART_LINK_SELECTORS = ["[data-weekbox-cart-link]", ".o_wsale_my_cart"];

export type FlyToCartOptions = {
  /** The image to fly when the page has no gallery image (the product's thumbnail). */
  fallbackSrc?: string | undefined;
  /** Where the fallback image takes off (the add-to-cart button). */
  origin?: Element | null | undefined;
  doc?: Document;
};

/**
 * Flies a copy of the product's image from where it is to the header's cart
 * link, shrinking it to 75 × 75 px, then removes it (Web Animations API). The
 * caller decides about reduced motion. Returns the animation, or null when
 * there is no image, no cart link, or no Web Animations API.
 */
export function flyToCart({ fallbackSrc, origin, doc = document }: FlyToCartOptions = {}): Animation | null {
  const cart = CART_LINK_SELECTORS.map((selector) => doc.querySelector(selector)).find(Boolean);
  const source = doc.querySelector<HTMLImageElement>(`img[${PRODUCT_IMAGE_ATTRIBUTE}]`);
  const src = source ? source.currentSrc || source.src : fallbackSrc;
  const start = (source ?? origin)?.getBoundingClientRect();
  if (!cart || !src || !start) return null;

  const clone = doc.createElement("img");
  if (typeof clone.animate !== "function") return null;
  clone.src = src;
  clone.alt = "";
  clone.setAttribute("aria-hidden", "true");
  clone.className = "weekbox-shop-product-flying-image";
  Object.assign(clone.style, {
    position: "fixed",
    left: `${start.left}px`,
    top: `${start.top}px`,
    width: `${start.width}px`,
    height: `${start.height}px`,
    margin: "0",
    zIndex: "1080",
    pointerEvents: "none",
    objectFit: "cover",
  });
  doc.body.append(clone);

  const end = cart.getBoundingClientRect();
  const dx = end.left + end.width / 2 - FLY_TARGET_SIZE_PX / 2 - start.left;
  const dy = end.top + end.height / 2 - FLY_TARGET_SIZE_PX / 2 - start.top;
  const animation = clone.animate(
    [
      { transform: "translate(0, 0)", width: `${start.width}px`, height: `${start.height}px`, opacity: 1 },
      {
        transform: `translate(${dx}px, ${dy}px)`,
        width: `${FLY_TARGET_SIZE_PX}px`,
        height: `${FLY_TARGET_SIZE_PX}px`,
        opacity: 0.4,
      },
    ],
    { duration: FLY_DURATION_MS, easing: "ease-in-out" },
  );
  const remove = () => clone.remove();
  animation.finished.then(remove, remove);
  return animation;
}
