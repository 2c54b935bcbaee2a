// The lazily loaded chunk of the catalogue's search box (the shop's and the
// header's: on every page): component + props schema. With the widget's chunk
// rather than on its first call: the schemas of its routes (core/rpc/route-spec.ts).
import "./shop-catalogue.css";
import "@/core/rpc/route-map";
import { defineWidget } from "@/core/mount/widget-registry";
import { ShopSearch } from "./components/shop-search";
import { shopSearchProps } from "./shop-search-props";

export default defineWidget(ShopSearch, shopSearchProps);
