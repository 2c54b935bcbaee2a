import { useEffect, useState } from "react";
import { Button } from "react-aria-components/Button";
import { MenuTrigger, Popover } from "react-aria-components/Menu";
import type { SiteLanguage, SiteLanguageProps } from "../site-language-props";
import { LanguageLabel } from "./language-label";
import { LanguageMenu } from "./language-menu";
import { useOpenAtOnce } from "@/ui/upgrade/use-open-at-once";

export type LanguageMenuTriggerProps = Pick<
  SiteLanguageProps,
  "languages" | "layout" | "label" | "buttonClass" | "textClass" | "menuClass"
> & {
  current: SiteLanguage;
  buttonLabel: string;
  /** The plain button it replaces had focus: take it, so the visitor's place is kept. */
  takeFocus: boolean;
  /** The visitor pressed the plain button before this part came: open at once. */
  openAtOnce: boolean;
};

/**
 * The switcher's menu (react-aria's), loaded when a visitor first comes near
 * the plain button that stands in for it (language-switcher.tsx).
 */
export function LanguageMenuTrigger({
  languages,
  layout,
  label,
  buttonClass,
  textClass,
  menuClass,
  current,
  buttonLabel,
  takeFocus,
  openAtOnce,
}: LanguageMenuTriggerProps) {
  // Opened at once (focused first) when the visitor pressed the plain button.
  const { ref: button, isOpen, setOpen } = useOpenAtOnce(openAtOnce);
  // The menu opens inside the switcher, not at the end of <body>: in the
  // header's mobile menu (a Bootstrap offcanvas), its focus trap would take
  // focus back from a menu outside it.
  const [portal, setPortal] = useState<HTMLElement | null>(null);
  // What the plain button handed over. Focus first, so that closing the menu
  // gives it back to this button.
  useEffect(() => {
    if (takeFocus) button.current?.focus();
    // Only at the hand-over: later, focus is this button's own business.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <>
      <MenuTrigger isOpen={isOpen} onOpenChange={setOpen}>
        <Button
          ref={button}
          className={`btn border-0 dropdown-toggle o_no_wait_lazy_js weekbox-language-button ${buttonClass}`}
          aria-label={buttonLabel}
        >
          <LanguageLabel language={current} label={label} textClass={textClass} />
        </Button>
        <Popover
          UNSTABLE_portalContainer={portal ?? undefined}
          className="weekbox-language-popover"
          placement={layout === "dropup" ? "top start" : "bottom start"}
          offset={2}
        >
          <LanguageMenu
            languages={languages}
            current={current.code}
            label={label}
            textClass={textClass}
            menuClass={menuClass}
          />
        </Popover>
      </MenuTrigger>
      <div ref={setPortal} className="weekbox-language-portal" />
    </>
  );
}
