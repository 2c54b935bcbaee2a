// The lazily loaded chunk of the shop's grid/list toggle: component + props
// schema. It calls only when a visitor chooses: its route's schema comes with
// that call (core/rpc/route-spec.ts).
import "./shop-catalogue.css";
import { defineWidget } from "@/core/mount/widget-registry";
import { ShopLayout } from "./components/shop-layout";
import { shopLayoutProps } from "./shop-layout-props";

export default defineWidget(ShopLayout, shopLayoutProps);
