// The lazily loaded chunk of the product page's buy box: component + props
// schema. The route map comes with the chunk rather than on its first call
// (see core/rpc/route-spec.ts).
import "./shop-product.css";
import "@/core/rpc/calls-at-mount-shop";
import { defineWidget } from "@/core/mount/widget-registry";
import { ShopProduct } from "./components/shop-product";
import { shopProductProps } from "./shop-product-props";

export default defineWidget(ShopProduct, shopProductProps);
