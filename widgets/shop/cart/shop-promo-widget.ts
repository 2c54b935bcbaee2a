// The lazily loaded chunk of the checkout's promo code form, with the cart's
// styles. It calls only when a visitor applies a code: the route's schema
// comes with that call (core/rpc/route-spec.ts).
import "./shop-cart.css";
import { defineWidget } from "@/core/mount/widget-registry";
import { CheckoutPromo } from "./components/checkout-promo";
import { shopPromoProps } from "./shop-promo-props";

export default defineWidget(CheckoutPromo, shopPromoProps);
