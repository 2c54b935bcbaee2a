// The lazily loaded chunk of the shop's grid/list toggle: component + props
// schema, and its route's schema (core/rpc/route-spec.ts).
import "./shop-catalogue.css";
import "@/core/rpc/route-map";
import { defineWidget } from "@/core/mount/widget-registry";
import { ShopLayout } from "./components/shop-layout";
import { shopLayoutProps } from "./shop-layout-props";

export default defineWidget(ShopLayout, shopLayoutProps);
