import { useState } from "react";
import { useCall } from "@/core/data/use-mutation";
import { useDebouncedValue } from "@/core/data/use-debounced-value";
import { useRouteQuery } from "@/core/data/use-query";
import { useTranslate } from "@/core/i18n/use-translate";
import { isAbort, userMessage } from "@/core/rpc/rpc-errors";
import type { UtmKind } from "@/core/rpc/routes/links-routes";
import { useLazyPart } from "@/ui/use-lazy-part";
import { UTM_SEARCH_DEBOUNCE_MS, utmOptions, type UtmOption, type UtmRecord } from "../utils/utm-options";

const loadComboBox = () => import("./utm-combo-box").then((module) => module.UtmComboBox);

/**
 * A campaign, medium or source picker (spec §2.9): typing searches the
 * existing ones (400 ms after the last key, as Odoo's); a name none has
 * exactly is offered as 'Create "…"', made on the spot. A plain field until
 * the first key, then react-aria's combobox (ui/use-lazy-part.ts).
 */
export function UtmPicker({
  kind,
  label,
  placeholder,
  value,
  onChange,
  onCreating,
}: {
  kind: UtmKind;
  label: string;
  placeholder: string;
  value: UtmRecord | null;
  onChange: (value: UtmRecord | null) => void;
  /** A new entry being made: what it will be (null if it fails), for a link generated meanwhile. */
  onCreating: (created: Promise<UtmRecord | null>) => void;
}) {
  const t = useTranslate();
  const call = useCall();
  const [term, setTerm] = useState(value?.name ?? "");
  const [error, setError] = useState<string | null>(null);
  const comboBox = useLazyPart(loadComboBox);
  const search = useDebouncedValue(term.trim(), UTM_SEARCH_DEBOUNCE_MS);
  const found = useRouteQuery(
    "/website_links/weekbox/utm_search",
    { kind, search },
    { enabled: comboBox.part !== null },
  );
  const id = `weekbox_utm_${kind}`;

  const changeTerm = (next: string) => {
    setTerm(next);
    setError(null);
    if (value && next !== value.name) onChange(null);
  };
  async function pick(option: UtmOption) {
    if ("record" in option) {
      setTerm(option.record.name);
      onChange(option.record);
      return;
    }
    const creating = call("/website_links/weekbox/utm_create", { kind, name: option.create }).then(
      (created) => {
        setTerm(created.name);
        onChange(created);
        return created;
      },
      (failure: unknown) => {
        if (!isAbort(failure)) setError(userMessage(failure, t));
        return null;
      },
    );
    onCreating(creating);
    await creating;
  }

  const ComboBox = comboBox.part;
  return (
    <div className="mb-3 row">
      <label className="col-md-3 col-form-label" htmlFor={id}>
        {label}
      </label>
      <div className="col-md-9">
        {ComboBox ? (
          <ComboBox
            id={id}
            label={label}
            placeholder={placeholder}
            term={term}
            onTermChange={changeTerm}
            options={utmOptions(search === term.trim() ? term : "", found.data ?? [])}
            isLoading={found.isLoading}
            onPick={(option) => void pick(option)}
          />
        ) : (
          <input
            id={id}
            className="form-control"
            role="combobox"
            aria-expanded="false"
            aria-autocomplete="list"
            autoComplete="off"
            placeholder={placeholder}
            value={term}
            onFocus={comboBox.prepare}
            onPointerEnter={comboBox.prepare}
            onChange={(event) => {
              changeTerm(event.target.value);
              comboBox.activate("keyboard");
            }}
          />
        )}
        {error && (
          <div className="text-danger small mt-1" role="alert">
            {error}
          </div>
        )}
      </div>
    </div>
  );
}
