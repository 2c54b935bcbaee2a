import { useId } from "react";

export type NativeSelectProps = {
  label: string;
  /** The first option's text, its value ""; without it, a value must be chosen. */
  placeholder?: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  problem?: string | undefined;
  isDisabled?: boolean;
};

/**
 * A labelled native select (as the delivery step's date select): the browser's
 * own list suits long lists (addresses, stores) and short fixed ones on every
 * device, and brings no popover code. Its problem is read with it.
 */
export function NativeSelect({
  label,
  placeholder,
  options,
  value,
  onChange,
  problem,
  isDisabled,
}: NativeSelectProps) {
  const id = useId();
  const listed = options.some((option) => option.value === value);
  return (
    <div className="weekbox-field">
      <label className="weekbox-field-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="weekbox-field-input"
        value={listed || placeholder === undefined ? value : ""}
        disabled={isDisabled}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        data-invalid={problem ? "" : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {problem && (
        <p id={`${id}-problem`} className="weekbox-field-error">
          {problem}
        </p>
      )}
    </div>
  );
}
