// The lazily loaded chunk of the header's cart link: component + props schema.
// It mounts on every page, so it stays small: unlike other widgets it does not
// bring the route map (it calls nothing itself), nor a positioning library
// (its hover timing is its own); the mini cart popover is a chunk of its own
// that brings them (components/mini-cart-popover.tsx). __tests__/eager-code.test.ts
// keeps @floating-ui out of this chunk's first load.
import "./shop-cart-link.css";
import { defineWidget } from "@/core/mount/widget-registry";
import { ShopCartLink } from "./components/shop-cart-link";
import { shopCartLinkProps } from "./shop-cart-link-props";

export default defineWidget(ShopCartLink, shopCartLinkProps);
