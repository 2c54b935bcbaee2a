// The lazily loaded chunk of the checkout's promo code form. The cart's
// styles and route schemas come with it (see core/rpc/route-spec.ts).
import "./shop-cart.css";
import "@/core/rpc/route-map";
import { defineWidget } from "@/core/mount/widget-registry";
import { CheckoutPromo } from "./components/checkout-promo";
import { shopPromoProps } from "./shop-promo-props";

export default defineWidget(CheckoutPromo, shopPromoProps);
