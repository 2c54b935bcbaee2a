import type { AddressMode } from "@/core/rpc/routes/address-routes";

/** website_sale's route choosing an address of the cart (an http form route: CSRF token required). */
export const UPDATE_CART_ADDRESS_URL = "/shop/cart/update_address";

/** Odoo refused the choice (403: not the customer's address; 400: the CSRF token expired) or could not be reached. */
export class CartAddressError extends Error {
  override name = "CartAddressError";
  constructor(
    /** The HTTP status, or 0 when the server could not be reached. */
    readonly status: number,
    options?: ErrorOptions,
  ) {
    super(
      status ? `HTTP ${status} from ${UPDATE_CART_ADDRESS_URL}` : `${UPDATE_CART_ADDRESS_URL} unreachable`,
      options,
    );
  }
}

export type UpdateCartAddressParams = {
  partnerId: number;
  mode: AddressMode;
  csrfToken: string;
};

/**
 * Makes `partnerId` the cart's billing or shipping address, as Odoo's own
 * checkout page does (websiteSaleCart._onClickChangeAddress posts the card's
 * hidden form): Odoo checks the address belongs to the cart's customer
 * (Forbidden otherwise) and answers nothing.
 */
export async function updateCartAddress(
  { partnerId, mode, csrfToken }: UpdateCartAddressParams,
  fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init),
): Promise<void> {
  const body = new URLSearchParams({ csrf_token: csrfToken, partner_id: String(partnerId), mode });
  let response: Response;
  try {
    response = await fetchImpl(new URL(UPDATE_CART_ADDRESS_URL, globalThis.location.origin).href, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: body.toString(),
      credentials: "same-origin",
    });
  } catch (error) {
    throw new CartAddressError(0, { cause: error });
  }
  if (!response.ok) throw new CartAddressError(response.status);
}
