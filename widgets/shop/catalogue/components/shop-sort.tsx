import { Button } from "react-aria-components/Button";
import { Menu, MenuItem, MenuTrigger, Popover } from "react-aria-components/Menu";
import { useTranslate } from "@/core/i18n/use-translate";
import type { ShopSortProps } from "../shop-sort-props";

/**
 * The shop's sort menu (spec §2.5): a react-aria menu of links, each to the
 * shop sorted another way with every other param kept (the server builds
 * them with Odoo's own `keep`); the current order is the checked item.
 */
export function ShopSort({ options, current, buttonClass }: ShopSortProps) {
  const t = useTranslate();
  const selected = options.find((option) => option.value === current);
  const label = (selected ?? options[0])?.label ?? "";
  return (
    <div className="weekbox-sort">
      <small className="d-none d-lg-inline text-muted" aria-hidden="true">
        {t("Sort By:")}
      </small>
      <MenuTrigger>
        <Button
          className={`dropdown-toggle o_no_wait_lazy_js ${buttonClass}`}
          aria-label={t("Sort by: {order}", { order: label })}
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
    </div>
  );
}
