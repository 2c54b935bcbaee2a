import { type KeyboardEvent, useState } from "react";
import { useTranslate } from "@/core/i18n/use-translate";
import { useLazyPart } from "@/ui/use-lazy-part";
import type { ShopSortProps } from "../shop-sort-props";

// The menu (react-aria's) comes when a visitor first comes near the button.
const loadMenuTrigger = () => import("./sort-menu-trigger").then((module) => module.SortMenuTrigger);

/** Keys that open a menu button (WAI-ARIA's menu button pattern). */
const OPENING_KEYS = ["Enter", " ", "ArrowDown", "ArrowUp"];

/**
 * The shop's sort menu (spec §2.5): a react-aria menu of links, each to the
 * shop sorted another way with every other param kept (the server builds
 * them with Odoo's own `keep`); the current order is the checked item. The
 * menu's button is a plain button until a visitor comes near it
 * (ui/use-lazy-part.ts; sort-menu-trigger.tsx).
 */
export function ShopSort(props: ShopSortProps) {
  const { options, current, buttonClass } = props;
  const t = useTranslate();
  const menu = useLazyPart(loadMenuTrigger);
  const [focused, setFocused] = useState(false);
  const selected = options.find((option) => option.value === current);
  const label = (selected ?? options[0])?.label ?? "";
  const buttonLabel = t("Sort by: {order}", { order: label });

  const openOnKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!OPENING_KEYS.includes(event.key)) return;
    event.preventDefault();
    menu.activate("keyboard");
  };
  const MenuTriggerPart = menu.part;
  return (
    <div className="weekbox-sort">
      <small className="d-none d-lg-inline text-muted" aria-hidden="true">
        {t("Sort By:")}
      </small>
      {MenuTriggerPart ? (
        <MenuTriggerPart
          {...props}
          label={label}
          buttonLabel={buttonLabel}
          takeFocus={focused}
          openAtOnce={menu.activation !== null}
        />
      ) : (
        <button
          type="button"
          className={`dropdown-toggle o_no_wait_lazy_js ${buttonClass}`}
          aria-label={buttonLabel}
          aria-haspopup="true"
          aria-expanded="false"
          onPointerEnter={menu.prepare}
          onFocus={() => {
            setFocused(true);
            menu.prepare();
          }}
          onBlur={() => setFocused(false)}
          // On press, not on click: the part may replace this button between the two.
          onPointerDown={(event) => event.button === 0 && menu.activate("pointer")}
          // A click with no press before it: assistive technologies, `element.click()`.
          onClick={() => menu.activate("pointer")}
          onKeyDown={openOnKey}
        >
          <span className="d-none d-lg-inline">{label}</span>
          <i className="fa fa-sort-amount-asc d-lg-none" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
