// The lazily loaded chunk of the language switcher: component + props schema.
import "./site-language.css";
import { defineWidget } from "@/core/mount/widget-registry";
import { LanguageSwitcher } from "./components/language-switcher";
import { siteLanguageProps } from "./site-language-props";

export default defineWidget(LanguageSwitcher, siteLanguageProps);
