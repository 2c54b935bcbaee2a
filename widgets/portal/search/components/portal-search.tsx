import { useState } from "react";
import { Button } from "react-aria-components/Button";
import { Label } from "react-aria-components/Label";
import { ListBox, ListBoxItem } from "react-aria-components/ListBox";
import { Popover } from "react-aria-components/Popover";
import { Select, SelectValue } from "react-aria-components/Select";
import type { Key } from "react-aria-components";
import { useTranslate } from "@/core/i18n/use-translate";
import type { PortalSearchProps } from "../portal-search-props";

/**
 * The search panel of a portal list (spec §2.2): where to search, what, and
 * Enter or the button reloads the list with `search_in` and `search` (a GET
 * form, so the browser does it; the list's other params ride along).
 */
export function PortalSearch({ action, inputs, searchIn, search, keep }: PortalSearchProps) {
  const t = useTranslate();
  const [where, setWhere] = useState(() => inputs.find((input) => input.key === searchIn) ?? inputs[0]!);
  return (
    <form action={action} method="get" role="search" className="weekbox-portal-search o_no_wait_lazy_js">
      <div className="input-group w-100">
        <Select
          className="weekbox-portal-search-in"
          selectedKey={where.key}
          onSelectionChange={(key: Key | null) => {
            const chosen = inputs.find((input) => input.key === key);
            if (chosen) setWhere(chosen);
          }}
        >
          <Label className="visually-hidden">{t("Search in")}</Label>
          <Button className="btn btn-secondary border-end dropdown-toggle o_no_wait_lazy_js">
            <SelectValue className="visually-hidden" />
          </Button>
          <Popover className="weekbox-portal-search-popover" placement="bottom start" offset={4}>
            <ListBox
              className="weekbox-portal-search-options"
              items={inputs.map((input) => ({ ...input, id: input.key }))}
            >
              {(input) => (
                <ListBoxItem id={input.key} textValue={input.label} className="weekbox-portal-search-option">
                  {input.label}
                </ListBoxItem>
              )}
            </ListBox>
          </Popover>
        </Select>
        <input type="hidden" name="search_in" value={where.key} />
        <input
          type="search"
          name="search"
          className="form-control"
          defaultValue={search}
          placeholder={where.label}
          aria-label={where.label}
        />
        <button
          type="submit"
          className="btn btn-secondary o_no_wait_lazy_js"
          aria-label={t("Search")}
          title={t("Search")}
        >
          <span className="oi oi-search" aria-hidden="true" />
        </button>
      </div>
      {keep.map((param, index) => (
        <input key={`${param.name}-${index}`} type="hidden" name={param.name} value={param.value} />
      ))}
    </form>
  );
}
