// The lazily loaded chunk of the product page's image gallery: component +
// props schema. It calls no route; the map is imported like every widget's
// so the chunk never waits for it.
import "./shop-product.css";
import "@/core/rpc/route-map";
import { defineWidget } from "@/core/mount/widget-registry";
import { ShopProductGallery } from "./components/shop-product-gallery";
import { shopProductGalleryProps } from "./shop-product-props";

export default defineWidget(ShopProductGallery, shopProductGalleryProps);
