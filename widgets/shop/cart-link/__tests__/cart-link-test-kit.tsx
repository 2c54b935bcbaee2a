// Test helper: the header's cart link rendered on an in-process Odoo answering
// /shop/weekbox/cart_summary, with the page's shared cart store emptied.
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RpcClientContext } from "@/core/data/rpc-client-context";
import { resetCartStore as resetSharedCart } from "@/shop/shared/shop-cart-store";
import { createRpcClient } from "@/core/rpc/rpc-client";
import type { CartLine, CartSummary } from "@/core/rpc/routes/shop-routes";
import { createFakeOdoo, odooResult, type FakeOdoo } from "@/core/testing/fake-odoo-fetch";
import { ShopCartLink } from "../components/shop-cart-link";
import type { ShopCartLinkProps } from "../shop-cart-link-props";

export { settle, wait, withFakeClock } from "@/core/testing/fake-clock";

export const SUMMARY_ROUTE = "/shop/weekbox/cart_summary";

/** The classes Odoo 17's default header passes to its cart link. */
export const LINK_PROPS: ShopCartLinkProps = {
  cartQuantity: 3,
  cartUrl: "/shop/cart",
  showIcon: true,
  showText: false,
  linkClass: "btn position-relative rounded-circle p-1 text-reset o_navlink_background",
  iconWrapClass: "",
  badgeClass: "position-absolute top-0 end-0 mt-n1 me-n1 rounded-pill",
  textClass: "",
  hideWhenEmpty: false,
};

export function line(id: number, name: string, quantity = 1, price = 10): CartLine {
  return {
    id,
    product_id: id + 100,
    product_template_id: id + 200,
    name,
    description: "",
    image_url: `/web/image/product.product/${id + 100}/image_128`,
    url: `/shop/product-${id}`,
    quantity,
    price_unit: price,
    list_price_unit: price,
    price_total: quantity * price,
    editable: true,
    removable: true,
    linked_line_id: null,
    max_quantity: null,
    warning: "",
  };
}

export function summary(lines: CartLine[], init: Partial<CartSummary> = {}): CartSummary {
  const total = lines.reduce((sum, l) => sum + l.price_total, 0);
  return {
    cart_quantity: lines.reduce((sum, l) => sum + l.quantity, 0),
    currency: { name: "EUR", symbol: "€", position: "after", decimals: 2 },
    lines,
    amount_untaxed: total,
    amount_tax: 0,
    amount_total: total,
    amount_delivery: 0,
    amount_discount: 0,
    warning: "",
    suggested: [],
    promo_codes: [],
    can_checkout: lines.length > 0,
    ...init,
  };
}

export const THREE_ITEMS = summary([line(1, "Pumpkin soup", 2, 5), line(2, "Sourdough bread", 1, 4)]);

export function resetCartStore(): void {
  resetSharedCart();
}

export function renderLink(props: Partial<ShopCartLinkProps> = {}, cart: CartSummary = THREE_ITEMS) {
  const odoo: FakeOdoo = createFakeOdoo({ [SUMMARY_ROUTE]: () => odooResult(cart) });
  const client = createRpcClient({
    baseUrl: "http://shop.test",
    fetch: odoo.fetch,
    onSessionExpired: () => {},
  });
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const view = render(
    <RpcClientContext.Provider value={client}>
      <header id="top">
        <ShopCartLink {...LINK_PROPS} {...props} />
      </header>
      <main>
        <p>Elsewhere on the page</p>
        <a href="/contactus">Contact us</a>
      </main>
    </RpcClientContext.Provider>,
  );
  const summaryCalls = () => odoo.calls.filter((call) => call.url.pathname === SUMMARY_ROUTE).length;
  return { user, odoo, summaryCalls, ...view };
}
