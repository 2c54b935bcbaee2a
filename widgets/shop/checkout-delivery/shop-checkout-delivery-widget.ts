// The lazily loaded chunk of /shop/payment's delivery methods: component + props schema.
// With the widget's chunk rather than on its first call: the schemas of its
// routes (see core/rpc/route-spec.ts).
import "./shop-checkout-delivery.css";
import "@/core/rpc/route-map";
import { defineWidget } from "@/core/mount/widget-registry";
import { ShopCheckoutDelivery } from "./components/shop-checkout-delivery";
import { shopCheckoutDeliveryProps } from "./shop-checkout-delivery-props";

export default defineWidget(ShopCheckoutDelivery, shopCheckoutDeliveryProps);
