import { ListBoxItem } from "react-aria-components/ListBox";
import { useTranslate } from "@/core/i18n/use-translate";
import type { AutocompleteResult } from "@/core/rpc/routes/catalogue-routes";
import { isLocalPath } from "../utils/local-path";
import { MatchedLabel } from "./matched-label";

export type SearchSuggestionProps = {
  id: string;
  result: AutocompleteResult;
};

/**
 * One suggestion: a link to its page (choosing it, by click or by Enter,
 * opens it; a middle click opens it in a tab), with the product's image,
 * description and price when Odoo gives them.
 */
export function SearchSuggestion({ id, result }: SearchSuggestionProps) {
  const t = useTranslate();
  const image = result.image_url && isLocalPath(result.image_url) ? result.image_url : "";
  return (
    <ListBoxItem
      id={id}
      href={result.website_url}
      textValue={result.name.text}
      className="weekbox-search-option"
    >
      {image && <img src={image} alt="" className="weekbox-search-option-image" width={48} height={48} />}
      <span className="weekbox-search-option-body">
        <MatchedLabel text={result.name} className="weekbox-search-option-name" />
        {result.description?.text && (
          <MatchedLabel text={result.description} className="weekbox-search-option-description" />
        )}
      </span>
      {result.detail && (
        <span className="weekbox-search-option-price">
          {result.detail_strike && (
            <s className="weekbox-search-option-strike">
              <span className="visually-hidden">{t("Regular price:")} </span>
              {result.detail_strike}
            </s>
          )}
          <b>{result.detail}</b>
        </span>
      )}
    </ListBoxItem>
  );
}
