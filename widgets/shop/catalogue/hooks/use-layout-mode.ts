import { useState } from "react";
import { useCall } from "@/core/data/use-mutation";
import { createSerialQueue } from "@/core/data/serial-queue";
import { saveLayoutMode } from "../api/save-layout-mode";
import type { LayoutMode } from "../shop-layout-props";
import { applyProductsLayout } from "../utils/products-grid";

export type LayoutModeControl = {
  layout: LayoutMode;
  /** Shows the products so at once and keeps the choice for the visitor's next pages. */
  choose: (layout: LayoutMode) => void;
};

/**
 * The shop's grid/list choice: the page's grid switches at once; the session
 * keeps it through website_sale's route, the saves sent one after the other
 * so the last choice is the one kept. A failed save changes nothing on the
 * page (the choice is only not remembered), as in Odoo.
 */
export function useLayoutMode(initial: LayoutMode): LayoutModeControl {
  const call = useCall();
  const [layout, setLayout] = useState(initial);
  const [saves] = useState(createSerialQueue);

  function choose(next: LayoutMode) {
    if (next === layout) return;
    setLayout(next);
    applyProductsLayout(next);
    saves.run(() => saveLayoutMode(call, next)).catch(() => undefined);
  }
  return { layout, choose };
}
