import { type KeyboardEvent, type MouseEvent, useState } from "react";
import { useTranslate } from "@/core/i18n/use-translate";
import { goTo } from "@/core/page/page-navigation";
import { useLazyPart } from "@/ui/use-lazy-part";
import { usePageLocation } from "../hooks/use-page-location";
import type { SiteLanguageProps } from "../site-language-props";
import { languageSwitchUrl, pageLanguage } from "../utils/language-switch-url";
import { LanguageLabel } from "./language-label";

// On every page: the menu (react-aria's) comes when a visitor first comes near.
const loadMenuTrigger = () => import("./language-menu-trigger").then((module) => module.LanguageMenuTrigger);

/** Keys that open a menu button (WAI-ARIA's menu button pattern). */
const OPENING_KEYS = ["Enter", " ", "ArrowDown", "ArrowUp"];

/**
 * The website's language switcher (spec §2.1), in the header (a menu opening
 * down), the footer (opening up) or as an inline list: each language goes
 * through Odoo's `/website/lang/<url_code>` back to this page, query and hash
 * kept, the website editor's `edit_translations` dropped. The current
 * language is the page's (`<html lang>`). The menu's button is a plain button
 * until a visitor comes near it (use-lazy-part.ts).
 */
export function LanguageSwitcher({
  languages,
  active,
  layout,
  label,
  buttonClass,
  textClass,
  menuClass,
}: SiteLanguageProps) {
  const t = useTranslate();
  const location = usePageLocation();
  const menu = useLazyPart(loadMenuTrigger);
  const [focused, setFocused] = useState(false);
  const current = pageLanguage(languages, active);
  const items = languages.map((language) => ({
    ...language,
    switchUrl: languageSwitchUrl(language, location, languages),
    lang: language.code.replace(/_/g, "-"),
  }));

  if (layout === "inline") {
    // A plain link each (middle click, "open in a new tab" work); the hash
    // is read at the moment of the click.
    const follow = (event: MouseEvent<HTMLAnchorElement>, language: (typeof items)[number]) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      goTo(languageSwitchUrl(language, window.location, languages));
    };
    return (
      <nav aria-label={t("Language")}>
        <ul className="list-inline mb-0 weekbox-language-list">
          {items.map((language) => (
            <li key={language.code} className="list-inline-item">
              <a
                href={language.switchUrl}
                hrefLang={language.lang}
                lang={language.lang}
                className={`o_no_wait_lazy_js ${language.code === current.code ? "active" : ""}`}
                aria-current={language.code === current.code ? "true" : undefined}
                onClick={(event) => follow(event, language)}
              >
                <LanguageLabel language={language} label={label} textClass={textClass} />
              </a>
            </li>
          ))}
        </ul>
      </nav>
    );
  }

  const buttonLabel = t("Language: {language}", { language: current.name });
  const buttonClasses = `btn border-0 dropdown-toggle o_no_wait_lazy_js weekbox-language-button ${buttonClass}`;
  if (menu.part) {
    const MenuTriggerPart = menu.part;
    return (
      <MenuTriggerPart
        languages={languages}
        layout={layout}
        label={label}
        buttonClass={buttonClass}
        textClass={textClass}
        menuClass={menuClass}
        current={current}
        buttonLabel={buttonLabel}
        takeFocus={focused}
        openAtOnce={menu.activation !== null}
      />
    );
  }
  const openOnKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!OPENING_KEYS.includes(event.key)) return;
    event.preventDefault();
    menu.activate("keyboard");
  };
  return (
    <button
      type="button"
      className={buttonClasses}
      aria-label={buttonLabel}
      aria-haspopup="true"
      aria-expanded="false"
      onPointerEnter={menu.prepare}
      onFocus={() => {
        setFocused(true);
        menu.prepare();
      }}
      onBlur={() => setFocused(false)}
      // On press, not on click: the part may replace this button between the two
      // (it loads on hover), and a click whose press was elsewhere is lost.
      onPointerDown={(event) => event.button === 0 && menu.activate("pointer")}
      // A click with no press before it: assistive technologies, `element.click()`.
      onClick={() => menu.activate("pointer")}
      onKeyDown={openOnKey}
    >
      <LanguageLabel language={current} label={label} textClass={textClass} />
    </button>
  );
}
