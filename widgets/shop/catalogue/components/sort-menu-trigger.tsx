import { useEffect } from "react";
import { Button } from "react-aria-components/Button";
import { Menu, MenuItem, MenuTrigger, Popover } from "react-aria-components/Menu";
import type { ShopSortProps } from "../shop-sort-props";
import { useOpenAtOnce } from "@/ui/upgrade/use-open-at-once";

export type SortMenuTriggerProps = ShopSortProps & {
  label: string;
  buttonLabel: string;
  /** The plain button it replaces had focus: take it, so the visitor's place is kept. */
  takeFocus: boolean;
  /** The visitor pressed the plain button before this part came: open at once. */
  openAtOnce: boolean;
};

/**
 * The sort menu (react-aria's), loaded when a visitor first comes near the
 * plain button that stands in for it (shop-sort.tsx).
 */
export function SortMenuTrigger({
  options,
  current,
  buttonClass,
  label,
  buttonLabel,
  takeFocus,
  openAtOnce,
}: SortMenuTriggerProps) {
  // Opened at once (focused first) when the visitor pressed the plain button.
  const { ref: button, isOpen, setOpen } = useOpenAtOnce(openAtOnce);
  const selected = options.find((option) => option.value === current);
  useEffect(() => {
    if (takeFocus) button.current?.focus();
    // Only at the hand-over: later, focus is this button's own business.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button
        ref={button}
        className={`dropdown-toggle o_no_wait_lazy_js ${buttonClass}`}
        aria-label={buttonLabel}
      >
        <span className="d-none d-lg-inline">{label}</span>
        <i className="fa fa-sort-amount-asc d-lg-none" aria-hidden="true" />
      </Button>
      <Popover className="weekbox-sort-popover" placement="bottom end" offset={2}>
        <Menu
          className="weekbox-sort-menu"
          selectionMode="single"
          selectedKeys={selected ? [selected.value] : []}
          items={options}
        >
          {(option) => (
            <MenuItem id={option.value} href={option.href} rel="nofollow" className="weekbox-sort-item">
              {option.label}
            </MenuItem>
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
