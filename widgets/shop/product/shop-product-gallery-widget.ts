// The lazily loaded chunk of the product page's image gallery: component +
// props schema. It calls no route.
import "./shop-product.css";
import { defineWidget } from "@/core/mount/widget-registry";
import { ShopProductGallery } from "./components/shop-product-gallery";
import { shopProductGalleryProps } from "./shop-product-props";

export default defineWidget(ShopProductGallery, shopProductGalleryProps);
