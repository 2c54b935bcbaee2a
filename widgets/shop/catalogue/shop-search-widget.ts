// The lazily loaded chunk of the catalogue's search box (the shop's and the
// header's: on every page): component + props schema. Not the route schemas:
// it calls nothing before a visitor types, and they come with that first call
// (core/rpc/route-spec.ts). Nor a stylesheet: the box's few rules are in the
// page's head (search-box.css), its suggestions' come with the combobox.
import { defineWidget } from "@/core/mount/widget-registry";
import { ShopSearch } from "./components/shop-search";
import { shopSearchProps } from "./shop-search-props";

export default defineWidget(ShopSearch, shopSearchProps);
