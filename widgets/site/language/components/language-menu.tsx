import { Menu, MenuItem } from "react-aria-components/Menu";
import { usePageLocation } from "../hooks/use-page-location";
import type { SiteLanguageProps } from "../site-language-props";
import { languageSwitchUrl } from "../utils/language-switch-url";
import { LanguageLabel } from "./language-label";

type LanguageMenuProps = Pick<SiteLanguageProps, "languages" | "label" | "textClass" | "menuClass"> & {
  /** The page's language: the checked item. */
  current: string;
};

/**
 * The open switcher's menu: rendered when it opens, so each link is built
 * from the page's location of that moment (query and hash as they are now).
 */
export function LanguageMenu({ languages, current, label, textClass, menuClass }: LanguageMenuProps) {
  const location = usePageLocation();
  const items = languages.map((language) => ({
    ...language,
    switchUrl: languageSwitchUrl(language, location, languages),
  }));
  return (
    <Menu
      // Not Bootstrap's .dropdown-menu: its document-wide keydown handler
      // would take the arrows of any element inside one (and fail on ours).
      className={`weekbox-language-menu ${menuClass}`}
      selectionMode="single"
      selectedKeys={[current]}
      items={items}
    >
      {(language) => (
        <MenuItem
          id={language.code}
          href={language.switchUrl}
          hrefLang={language.code.replace(/_/g, "-")}
          textValue={language.name}
          // Bootstrap's own look of the current item (`active`), as Odoo's menu.
          className={({ isSelected }) =>
            `dropdown-item o_no_wait_lazy_js weekbox-language-item ${isSelected ? "active" : ""}`
          }
        >
          <LanguageLabel language={language} label={label} textClass={textClass} />
        </MenuItem>
      )}
    </Menu>
  );
}
