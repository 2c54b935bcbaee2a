import { Button } from "react-aria-components/Button";
import { FieldError } from "react-aria-components/FieldError";
import { Label } from "react-aria-components/Label";
import { ListBox, ListBoxItem } from "react-aria-components/ListBox";
import { Popover } from "react-aria-components/Popover";
import { Select, SelectValue } from "react-aria-components/Select";
import type { Key } from "react-aria-components";
import { useTranslate } from "@/core/i18n/use-translate";
import "./address-fields.css";
import { RequiredMark } from "./required-mark";

export type StateSelectProps = {
  label: string;
  /** `[id, name, …]`: Odoo's country answers add the code. */
  states: readonly (readonly [id: number, name: string, ...rest: unknown[]])[];
  /** 0: none. */
  value: number;
  onChange: (stateId: number) => void;
  isRequired: boolean;
  errorMessage?: string | undefined;
};

/**
 * The state or province (react-aria Select: typeahead, arrows, announced
 * options). Posted by the form in a hidden `state_id` input, as the country.
 */
export function StateSelect({ label, states, value, onChange, isRequired, errorMessage }: StateSelectProps) {
  const t = useTranslate();
  const items = states.map(([id, name]) => ({ id: String(id), name }));
  return (
    <Select
      className="weekbox-field weekbox-address-field"
      data-field="state_id"
      selectedKey={value > 0 ? String(value) : null}
      onSelectionChange={(key: Key | null) => onChange(key === null ? 0 : Number(key))}
      placeholder={t("State / Province...")}
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
    >
      <Label className="weekbox-field-label">
        {label}
        <RequiredMark isRequired={isRequired} />
      </Label>
      <Button className="weekbox-field-input weekbox-address-select-button o_no_wait_lazy_js">
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </Button>
      <FieldError className="weekbox-field-error">{errorMessage}</FieldError>
      <Popover className="weekbox-address-popover" placement="bottom start" offset={4}>
        <ListBox className="weekbox-address-options" items={items}>
          {(state) => (
            <ListBoxItem id={state.id} textValue={state.name} className="weekbox-address-option">
              {state.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
