// The lazily loaded chunk of /shop/payment's delivery date and time: component + props schema.
// With the widget's chunk rather than on its first call: the schemas of its
// routes (see core/rpc/route-spec.ts).
import "./shop-delivery-date.css";
import "@/core/rpc/route-map";
import { defineWidget } from "@/core/mount/widget-registry";
import { ShopDeliveryDate } from "./components/shop-delivery-date";
import { shopDeliveryDateProps } from "./shop-delivery-date-props";

export default defineWidget(ShopDeliveryDate, shopDeliveryDateProps);
