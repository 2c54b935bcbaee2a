import { type MouseEvent, useState } from "react";
import { Button } from "react-aria-components/Button";
import { MenuTrigger, Popover } from "react-aria-components/Menu";
import { useTranslate } from "@/core/i18n/use-translate";
import { goTo } from "@/core/page/page-navigation";
import { usePageLocation } from "../hooks/use-page-location";
import type { SiteLanguageProps } from "../site-language-props";
import { languageSwitchUrl, pageLanguage } from "../utils/language-switch-url";
import { LanguageLabel } from "./language-label";
import { LanguageMenu } from "./language-menu";

/**
 * The website's language switcher (spec §2.1), in the header (a menu opening
 * down), the footer (opening up) or as an inline list: each language goes
 * through Odoo's `/website/lang/<url_code>` back to this page, query and hash
 * kept, the website editor's `edit_translations` dropped. The current
 * language is the page's (`<html lang>`).
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
  // The menu opens inside the switcher, not at the end of <body>: in the
  // header's mobile menu (a Bootstrap offcanvas), its focus trap would take
  // focus back from a menu outside it.
  const [portal, setPortal] = useState<HTMLElement | null>(null);
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

  return (
    <>
      <MenuTrigger>
        <Button
          className={`btn border-0 dropdown-toggle o_no_wait_lazy_js weekbox-language-button ${buttonClass}`}
          aria-label={t("Language: {language}", { language: current.name })}
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
