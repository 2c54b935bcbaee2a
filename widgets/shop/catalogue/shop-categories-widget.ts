// The lazily loaded chunk of the shop's category tree: component + props schema.
import "./shop-catalogue.css";
import { defineWidget } from "@/core/mount/widget-registry";
import { ShopCategories } from "./components/shop-categories";
import { shopCategoriesProps } from "./shop-categories-props";

export default defineWidget(ShopCategories, shopCategoriesProps);
