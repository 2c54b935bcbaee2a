import type { SiteLanguage, SiteLanguageProps } from "../site-language-props";

type LanguageLabelProps = {
  language: SiteLanguage;
  label: SiteLanguageProps["label"];
  textClass: string;
};

/** A language as Odoo's selector shows it: flag, name or code; the full name always there for screen readers. */
export function LanguageLabel({ language, label, textClass }: LanguageLabelProps) {
  return (
    <>
      {language.flag && (
        <img className="o_lang_flag" src={language.flag} alt={label === "none" ? language.name : ""} />
      )}
      {label === "name" && <span className={`align-middle ${textClass}`}>{language.name}</span>}
      {label === "code" && (
        <>
          <span className="align-middle" aria-hidden="true">
            {language.urlCode.split("_")[0]!.toUpperCase()}
          </span>
          <span className="visually-hidden">{language.name}</span>
        </>
      )}
      {label === "none" && !language.flag && <span className="visually-hidden">{language.name}</span>}
    </>
  );
}
