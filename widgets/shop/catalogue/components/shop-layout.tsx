import { ToggleButton } from "react-aria-components/ToggleButton";
import { ToggleButtonGroup } from "react-aria-components/ToggleButtonGroup";
import type { Key } from "react-aria-components";
import { useTranslate } from "@/core/i18n/use-translate";
import { useLayoutMode } from "../hooks/use-layout-mode";
import { layoutModes, type LayoutMode, type ShopLayoutProps } from "../shop-layout-props";

/**
 * The shop's grid/list toggle (website_sale's WebsiteSaleLayout): two
 * react-aria toggle buttons, one pressed. The products stay the server's
 * (crawlers see them): choosing only switches the grid's class.
 */
export function ShopLayout({ layout: initial, buttonClass }: ShopLayoutProps) {
  const t = useTranslate();
  const { layout, choose } = useLayoutMode(initial);
  const labels: Record<LayoutMode, string> = { grid: t("Grid"), list: t("List") };
  const icons: Record<LayoutMode, string> = { grid: "fa fa-th-large", list: "oi oi-view-list" };

  function onSelectionChange(keys: Set<Key>) {
    const next = layoutModes.find((mode) => keys.has(mode));
    if (next) choose(next);
  }

  return (
    <ToggleButtonGroup
      className="btn-group weekbox-layout"
      aria-label={t("Product layout")}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[layout]}
      onSelectionChange={onSelectionChange}
    >
      {layoutModes.map((mode) => (
        <ToggleButton
          key={mode}
          id={mode}
          aria-label={labels[mode]}
          className={({ isSelected }) => `${buttonClass} o_no_wait_lazy_js${isSelected ? " active" : ""}`}
        >
          <i className={icons[mode]} aria-hidden="true" title={labels[mode]} />
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
