// The lazily loaded chunk of the checkout's address cards (/shop/checkout):
// component + props schema. It calls no JSON-RPC route.
import "./shop-address.css";
import { defineWidget } from "@/core/mount/widget-registry";
import { ShopAddressCards } from "./components/shop-address-cards";
import { shopAddressCardsProps } from "./shop-address-cards-props";

export default defineWidget(ShopAddressCards, shopAddressCardsProps);
