import type { Call } from "@/core/data/use-mutation";
import type { LayoutMode } from "../shop-layout-props";

/** Keeps the visitor's grid/list choice for /shop in their session (website_sale's route). */
export async function saveLayoutMode(call: Call, layout: LayoutMode): Promise<void> {
  await call("/shop/save_shop_layout_mode", { layout_mode: layout });
}
