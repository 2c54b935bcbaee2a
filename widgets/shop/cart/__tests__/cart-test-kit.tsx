// Test helper: the cart routes in process (shapes of core/rpc/routes/shop-routes.ts),
// reached through the widgets' real RPC client, and the cart page rendered on them.
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RpcClientContext } from "@/core/data/rpc-client-context";
import { resetCartStore as resetSharedCart } from "@/shop/shared/shop-cart-store";
import { createRpcClient, type RpcClient } from "@/core/rpc/rpc-client";
import type { CartLine, CartSummary } from "@/core/rpc/routes/shop-routes";
import { withFakeClock } from "@/core/testing/fake-clock";
import {
  createFakeOdoo,
  odooResult,
  type FakeHandler,
  type FakeOdoo,
  type FakeReply,
} from "@/core/testing/fake-odoo-fetch";
import { ShopCart } from "../components/shop-cart";
import type { ShopCartProps } from "../shop-cart-props";
import "./with-aria-controls";

export { settle, wait } from "@/core/testing/fake-clock";

export const UPDATE_ROUTE = "/shop/cart/update_json";
export const PROMO_ROUTE = "/shop/weekbox/promo";

export const CURRENCY = { name: "EUR", symbol: "€", position: "after" as const, decimals: 2 };

export function cartLine(init: Partial<CartLine> & Pick<CartLine, "id" | "name">): CartLine {
  const quantity = init.quantity ?? 1;
  const price = init.price_unit ?? 10;
  return {
    product_id: init.id + 100,
    product_template_id: init.id + 200,
    description: "",
    image_url: `/web/image/product.product/${init.id + 100}/image_128`,
    url: `/shop/product-${init.id}`,
    quantity,
    price_unit: price,
    list_price_unit: price,
    price_total: quantity * price,
    editable: true,
    removable: true,
    linked_line_id: null,
    max_quantity: null,
    warning: "",
    ...init,
  };
}

export const SOUP = cartLine({ id: 1, name: "Pumpkin soup", quantity: 2, price_unit: 5 });
export const BREAD = cartLine({ id: 2, name: "Sourdough bread", quantity: 1, price_unit: 4 });

export const SUGGESTED_JAM = {
  product_id: 301,
  product_template_id: 401,
  name: "Apricot jam",
  image_url: "/web/image/product.product/301/image_128",
  url: "/shop/apricot-jam",
  price: 3,
  list_price: 3.5,
};

/** A cart whose amounts follow its lines (no tax unless asked). */
export function cartOf(lines: CartLine[], init: Partial<CartSummary> = {}): CartSummary {
  const untaxed = lines.reduce((sum, line) => sum + line.price_total, 0);
  return {
    cart_quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    currency: CURRENCY,
    lines,
    amount_untaxed: untaxed,
    amount_tax: 0,
    amount_total: untaxed,
    amount_delivery: 0,
    amount_discount: 0,
    warning: "",
    suggested: [],
    promo_codes: [],
    can_checkout: lines.length > 0,
    ...init,
  };
}

export type FakeShop = {
  odoo: FakeOdoo;
  client: RpcClient;
  /** The cart as the routes changed it. */
  cart(): CartSummary;
  /** Params of each call to `route`, in order. */
  params(route: string): Record<string, unknown>[];
  on(route: string, handler: FakeHandler): void;
  /**
   * Holds the next answers of `route` until released: `release()` lets the
   * oldest held one go (its answer computed then).
   */
  hold(route: string): { release: () => void; held: () => number };
};

export type FakeShopOptions = {
  /** The quantity the server keeps for a line asked `asked` (stock): default what was asked. */
  served?: (line: CartLine, asked: number) => number;
  /** The codes /shop/weekbox/promo accepts, with the discount each gives. */
  promoCodes?: Record<string, number>;
};

/**
 * Odoo's cart in process: /shop/cart/update_json sets (`set_qty`, 0 removes
 * the line and its options) or adds (`add_qty`, a suggested product becomes
 * a line) and answers the whole cart; /shop/weekbox/cart_summary reads it;
 * /shop/weekbox/promo applies a known code as a discount.
 */
export function createFakeShop(initial: CartSummary, options: FakeShopOptions = {}): FakeShop {
  let cart = initial;
  const served = options.served ?? ((_line, asked) => asked);
  const withLines = (lines: CartLine[], extra: Partial<CartSummary> = {}) => {
    const untaxed = lines.reduce((sum, line) => sum + line.price_total, 0);
    const discount = lines.filter((line) => !line.editable).reduce((sum, line) => sum + line.price_total, 0);
    return {
      ...cart,
      lines,
      amount_discount: discount,
      // Odoo counts the products, not the rewards.
      cart_quantity: lines.filter((line) => line.editable).reduce((sum, line) => sum + line.quantity, 0),
      amount_untaxed: untaxed,
      amount_total: untaxed + cart.amount_tax,
      can_checkout: lines.length > 0,
      ...extra,
    };
  };

  const handlers: Record<string, FakeHandler> = {
    [UPDATE_ROUTE]: ({ params }) => {
      const { line_id, product_id, set_qty, add_qty } = params as {
        line_id?: number;
        product_id: number;
        set_qty?: number;
        add_qty?: number;
      };
      const line = cart.lines.find((l) => (line_id ? l.id === line_id : l.product_id === product_id));
      if (!line) {
        const product = cart.suggested.find((p) => p.product_id === product_id);
        if (!product || !add_qty)
          return odooResult({ line_id: false, quantity: 0, cart_quantity: cart.cart_quantity });
        const added = cartLine({
          id: product.product_id + 1000,
          name: product.name,
          quantity: add_qty,
          price_unit: product.price,
          list_price_unit: product.list_price,
        });
        const lines = [...cart.lines, { ...added, product_id: product.product_id }];
        cart = withLines(lines, { suggested: cart.suggested.filter((p) => p.product_id !== product_id) });
        return odooResult({
          line_id: added.id,
          quantity: add_qty,
          cart_quantity: cart.cart_quantity,
          weekbox_cart: cart,
        });
      }
      const asked = set_qty ?? line.quantity + (add_qty ?? 0);
      const quantity = asked <= 0 ? 0 : served(line, asked);
      const lines =
        quantity === 0
          ? cart.lines.filter((l) => l.id !== line.id && l.linked_line_id !== line.id)
          : cart.lines.map((l) =>
              l.id === line.id ? { ...l, quantity, price_total: quantity * l.price_unit } : l,
            );
      cart = withLines(lines);
      return odooResult({
        line_id: quantity ? line.id : false,
        quantity,
        cart_quantity: cart.cart_quantity,
        notification_info: { warning: "" },
        weekbox_cart: cart,
      });
    },
    "/shop/weekbox/cart_summary": () => odooResult(cart),
    [PROMO_ROUTE]: ({ params }) => {
      const { code } = params as { code: string };
      const discount = options.promoCodes?.[code];
      if (discount === undefined) {
        return odooResult({ valid: false, message: `The code "${code}" is not valid.`, cart });
      }
      // The reward is a line of its own, after the products (Odoo's discount line).
      const reward = cartLine({
        id: 900 + cart.promo_codes.length,
        name: `Discount ${code}`,
        url: null,
        price_unit: -discount,
        editable: false,
      });
      cart = { ...cart, promo_codes: [...cart.promo_codes, code] };
      cart = withLines([...cart.lines, reward]);
      return odooResult({ valid: true, message: "Your discount is applied.", cart });
    },
  };
  const odoo = createFakeOdoo(handlers);

  const client = createRpcClient({
    baseUrl: "http://shop.test",
    fetch: odoo.fetch,
    onSessionExpired: () => {},
  });
  return {
    odoo,
    client,
    cart: () => cart,
    params: (route) =>
      odoo.calls
        .filter((c) => c.url.pathname === route)
        .map((c) => (c.body as { params: Record<string, unknown> }).params),
    on(route, handler) {
      handlers[route] = handler;
      odoo.on(route, handler);
    },
    hold(route) {
      const handler = handlers[route];
      if (!handler) throw new Error(`no handler for ${route}`);
      const waiting: (() => void)[] = [];
      odoo.on(
        route,
        (request) =>
          new Promise<FakeReply>((resolve) => {
            waiting.push(() => resolve(handler(request)));
          }),
      );
      return { release: () => waiting.shift()?.(), held: () => waiting.length };
    },
  };
}

export const PROPS: Omit<ShopCartProps, "cart"> = {
  checkoutUrl: "/shop/checkout?express=1",
  shopUrl: "/shop",
  showPromo: true,
  showSuggested: true,
};

/**
 * Each test of the file on a fake clock (the quantities' debounce is a rule),
 * on a page whose shared cart store starts empty (one per test file's module
 * registry).
 */
export function withCartPage(): void {
  withFakeClock();
  beforeEach(resetSharedCart);
}

export function renderCart(shop: FakeShop, props: Partial<ShopCartProps> = {}) {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const view = render(
    <RpcClientContext.Provider value={shop.client}>
      <ShopCart {...PROPS} cart={shop.cart()} {...props} />
    </RpcClientContext.Provider>,
  );
  return { user, ...view };
}
