import { ToggleButton } from "react-aria-components/ToggleButton";
import { ToggleButtonGroup } from "react-aria-components/ToggleButtonGroup";
import type { Key } from "react-aria-components";
import { layoutModes, type LayoutMode } from "../shop-layout-props";
import type { LayoutToggleProps } from "./shop-layout";

/**
 * The grid/list toggle as react-aria's toggle button group (arrows move
 * between the two, Space and Enter choose), loaded when a visitor first comes
 * to the plain buttons that stand in for it (shop-layout.tsx).
 */
export function LayoutToggleGroup({ layout, choose, label, labels, icons, buttonClass }: LayoutToggleProps) {
  function onSelectionChange(keys: Set<Key>) {
    const next = layoutModes.find((mode) => keys.has(mode));
    if (next) choose(next);
  }
  return (
    <ToggleButtonGroup
      className="btn-group weekbox-layout"
      aria-label={label}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[layout]}
      onSelectionChange={onSelectionChange}
    >
      {layoutModes.map((mode: LayoutMode) => (
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
