// The lazily loaded chunk of the cart page: component + props schema.
// With the widget's chunk rather than on its first call: the schemas of its
// routes (see core/rpc/route-spec.ts).
import "./shop-cart.css";
import "@/core/rpc/calls-at-mount-shop";
import { defineWidget } from "@/core/mount/widget-registry";
import { ShopCart } from "./components/shop-cart";
import { shopCartProps } from "./shop-cart-props";

export default defineWidget(ShopCart, shopCartProps);
