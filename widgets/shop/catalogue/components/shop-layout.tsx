import { useTranslate } from "@/core/i18n/use-translate";
import { useUpgradeOnUse } from "@/ui/upgrade/use-upgrade-on-use";
import { useLayoutMode } from "../hooks/use-layout-mode";
import { layoutModes, type LayoutMode, type ShopLayoutProps } from "../shop-layout-props";

// react-aria's toggle group comes when a visitor first comes near the buttons.
export const loadToggleGroup = () =>
  import("./layout-toggle-group").then((module) => module.LayoutToggleGroup);

export type LayoutToggleProps = {
  layout: LayoutMode;
  choose: (layout: LayoutMode) => void;
  label: string;
  labels: Record<LayoutMode, string>;
  icons: Record<LayoutMode, string>;
  buttonClass: string;
};

/**
 * The shop's grid/list toggle (website_sale's WebsiteSaleLayout): two toggle
 * buttons, one pressed, plain buttons that work until react-aria's group
 * (layout-toggle-group.tsx) takes over at the first use
 * (ui/upgrade/use-upgrade-on-use.ts). The products stay the server's
 * (crawlers see them): choosing only switches the grid's class.
 */
export function ShopLayout({ layout: initial, buttonClass }: ShopLayoutProps) {
  const t = useTranslate();
  const { layout, choose } = useLayoutMode(initial);
  const upgrade = useUpgradeOnUse(loadToggleGroup);
  const toggle: LayoutToggleProps = {
    layout,
    choose,
    label: t("Product layout"),
    labels: { grid: t("Grid"), list: t("List") },
    icons: { grid: "fa fa-th-large", list: "oi oi-view-list" },
    buttonClass,
  };
  const Group = upgrade.parts;
  return (
    <div className="weekbox-upgrade-scope" {...upgrade.rootProps}>
      {Group ? (
        <Group {...toggle} />
      ) : (
        <div role="radiogroup" className="btn-group weekbox-layout" aria-label={toggle.label}>
          {layoutModes.map((mode) => {
            const isSelected = mode === layout;
            return (
              <button
                key={mode}
                type="button"
                role="radio"
                aria-checked={isSelected}
                aria-label={toggle.labels[mode]}
                className={`${buttonClass} o_no_wait_lazy_js${isSelected ? " active" : ""}`}
                data-selected={isSelected || undefined}
                onClick={() => choose(mode)}
              >
                <i className={toggle.icons[mode]} aria-hidden="true" title={toggle.labels[mode]} />
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
