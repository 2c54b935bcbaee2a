// The lazily loaded chunk of the shop's sort menu: component + props schema.
import "./shop-catalogue.css";
import { defineWidget } from "@/core/mount/widget-registry";
import { ShopSort } from "./components/shop-sort";
import { shopSortProps } from "./shop-sort-props";

export default defineWidget(ShopSort, shopSortProps);
