// The lazily loaded chunk of the address form (/shop/address): component +
// props schema. With the widget's chunk rather than on its first call: the
// schemas of its routes (see core/rpc/route-spec.ts).
import "./shop-address.css";
import "@/core/rpc/route-map";
import { defineWidget } from "@/core/mount/widget-registry";
import { ShopAddressForm } from "./components/shop-address-form";
import { shopAddressFormProps } from "./shop-address-form-props";

export default defineWidget(ShopAddressForm, shopAddressFormProps);
