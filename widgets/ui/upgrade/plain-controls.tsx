import {
  createContext,
  forwardRef,
  useContext,
  useId,
  useLayoutEffect,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import {
  childrenOf,
  classOf,
  renderValues,
  useFocusVisible,
  type Children,
  type ClassName,
} from "./plain-render";

export type { PlainRenderProps, ClassName, Children } from "./plain-render";
export { PlainButton, type PlainButtonProps, type PlainPressEvent } from "./plain-button";

// The plain stand-ins of react-aria's controls (controls.tsx renders them until
// the part comes): native elements in the markup react-aria gives its own —
// the same roles, names, classes and data-* states — so nothing moves when
// react-aria's take their place, and working as they are: a radio is checked,
// a checkbox ticked, a field typed in, a button pressed. Only the props the
// widgets use are supported.

/** react-aria's visually hidden native input, styled alike. */
const VISUALLY_HIDDEN: CSSProperties = {
  border: 0,
  clip: "rect(0 0 0 0)",
  clipPath: "inset(50%)",
  height: "1px",
  margin: "-1px",
  overflow: "hidden",
  padding: 0,
  position: "absolute",
  width: "1px",
  whiteSpace: "nowrap",
};

/** What react-aria gives a `className` or `children` function; the states plain controls know. */
/** `data-*` props for the element react-aria puts them on, `aria-*` for the input it puts them on. */
function split(rest: Record<string, unknown>): {
  data: Record<string, unknown>;
  aria: Record<string, unknown>;
} {
  const data: Record<string, unknown> = {};
  const aria: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(rest)) {
    if (name.startsWith("aria-")) aria[name] = value;
    else data[name] = value;
  }
  return { data, aria };
}

// ---------------------------------------------------------------- labels

type FieldContextValue = {
  labelId: string;
  /** The input a <label> is for (text fields); none for a group's <span>. */
  inputId?: string;
  /** A label was rendered: the group or input is labelled by it. */
  registerLabel: () => void;
};

const FieldContext = createContext<FieldContextValue | null>(null);

function useLabelled(): [FieldContextValue, boolean] {
  const labelId = useId();
  const [hasLabel, setHasLabel] = useState(false);
  return [{ labelId, registerLabel: () => setHasLabel(true) }, hasLabel];
}

export type PlainLabelProps = { className?: string; children?: ReactNode; id?: string };

export function PlainLabel({ className, children, id }: PlainLabelProps) {
  const field = useContext(FieldContext);
  const register = field?.registerLabel;
  useLayoutEffect(() => register?.(), [register]);
  if (field?.inputId)
    return (
      <label className={className} id={id ?? field.labelId} htmlFor={field.inputId}>
        {children}
      </label>
    );
  return (
    <span className={className} id={id ?? field?.labelId}>
      {children}
    </span>
  );
}

// ---------------------------------------------------------------- radios

type RadioGroupContextValue = {
  name: string;
  value: string | null;
  isDisabled: boolean;
  onChange: (value: string) => void;
};

const RadioGroupContext = createContext<RadioGroupContextValue | null>(null);

export type PlainRadioGroupProps = {
  className?: ClassName;
  children?: Children;
  value?: string | null;
  onChange?: (value: string) => void;
  orientation?: "horizontal" | "vertical";
  isDisabled?: boolean;
  isInvalid?: boolean;
  "aria-label"?: string;
  "aria-labelledby"?: string;
  [data: `data-${string}`]: unknown;
};

export function PlainRadioGroup({
  className,
  children,
  value = null,
  onChange,
  orientation = "vertical",
  isDisabled = false,
  isInvalid = false,
  "aria-label": ariaLabel,
  "aria-labelledby": ariaLabelledBy,
  ...rest
}: PlainRadioGroupProps) {
  const name = useId();
  const [field, hasLabel] = useLabelled();
  const values = renderValues({ isDisabled, isInvalid });
  return (
    <div
      {...rest}
      className={classOf(className, values)}
      role="radiogroup"
      aria-orientation={orientation}
      aria-label={ariaLabel}
      aria-labelledby={ariaLabelledBy ?? (hasLabel ? field.labelId : undefined)}
      aria-invalid={isInvalid || undefined}
      aria-disabled={isDisabled || undefined}
      data-orientation={orientation}
      data-disabled={isDisabled || undefined}
      data-invalid={isInvalid || undefined}
    >
      <FieldContext.Provider value={field}>
        <RadioGroupContext.Provider value={{ name, value, isDisabled, onChange: (next) => onChange?.(next) }}>
          {childrenOf(children, values)}
        </RadioGroupContext.Provider>
      </FieldContext.Provider>
    </div>
  );
}

export type PlainRadioProps = {
  value: string;
  className?: ClassName;
  children?: Children;
  isDisabled?: boolean;
  [dataOrAria: `${"data" | "aria"}-${string}`]: unknown;
};

export function PlainRadio({ value, className, children, isDisabled = false, ...rest }: PlainRadioProps) {
  const group = useContext(RadioGroupContext);
  const focus = useFocusVisible();
  const isSelected = group?.value === value;
  const disabled = isDisabled || Boolean(group?.isDisabled);
  const values = renderValues({ isSelected, isDisabled: disabled, isFocusVisible: focus.visible });
  const { data, aria } = split(rest);
  return (
    <label
      {...data}
      className={classOf(className, values)}
      data-selected={isSelected || undefined}
      data-disabled={disabled || undefined}
      data-focus-visible={focus.visible || undefined}
    >
      <span style={VISUALLY_HIDDEN}>
        <input
          {...aria}
          type="radio"
          name={group?.name}
          value={value}
          checked={isSelected}
          disabled={disabled}
          // One stop for the group, as react-aria's: the chosen radio, else the first.
          tabIndex={isSelected || group?.value === null ? 0 : -1}
          onChange={() => group?.onChange(value)}
          onFocus={focus.onFocus}
          onBlur={focus.onBlur}
        />
      </span>
      {childrenOf(children, values)}
    </label>
  );
}

// ---------------------------------------------------------------- checkboxes

type CheckboxGroupContextValue = {
  value: readonly string[];
  isDisabled: boolean;
  onChange: (value: string[]) => void;
};

const CheckboxGroupContext = createContext<CheckboxGroupContextValue | null>(null);

export type PlainCheckboxGroupProps = {
  className?: ClassName;
  children?: Children;
  value?: string[];
  onChange?: (value: string[]) => void;
  isDisabled?: boolean;
  "aria-label"?: string;
  [data: `data-${string}`]: unknown;
};

export function PlainCheckboxGroup({
  className,
  children,
  value = [],
  onChange,
  isDisabled = false,
  "aria-label": ariaLabel,
  ...rest
}: PlainCheckboxGroupProps) {
  const [field, hasLabel] = useLabelled();
  const values = renderValues({ isDisabled });
  return (
    <div
      {...rest}
      className={classOf(className, values)}
      role="group"
      aria-label={ariaLabel}
      aria-labelledby={hasLabel ? field.labelId : undefined}
      data-disabled={isDisabled || undefined}
    >
      <FieldContext.Provider value={field}>
        <CheckboxGroupContext.Provider value={{ value, isDisabled, onChange: (next) => onChange?.(next) }}>
          {childrenOf(children, values)}
        </CheckboxGroupContext.Provider>
      </FieldContext.Provider>
    </div>
  );
}

export type PlainCheckboxProps = {
  /** In a group: the value it adds. */
  value?: string;
  /** Alone: whether it is ticked, and its change. */
  isSelected?: boolean;
  onChange?: (isSelected: boolean) => void;
  className?: ClassName;
  children?: Children;
  isDisabled?: boolean;
  isInvalid?: boolean;
  isRequired?: boolean;
  name?: string;
  [dataOrAria: `${"data" | "aria"}-${string}`]: unknown;
};

export function PlainCheckbox({
  value,
  isSelected: selected = false,
  onChange,
  className,
  children,
  isDisabled = false,
  isInvalid = false,
  isRequired = false,
  name,
  ...rest
}: PlainCheckboxProps) {
  const group = useContext(CheckboxGroupContext);
  const focus = useFocusVisible();
  const isSelected = group && value !== undefined ? group.value.includes(value) : selected;
  const disabled = isDisabled || Boolean(group?.isDisabled);
  const values = renderValues({
    isSelected,
    isDisabled: disabled,
    isInvalid,
    isRequired,
    isFocusVisible: focus.visible,
  });
  const { data, aria } = split(rest);
  const toggle = () => {
    if (group && value !== undefined) {
      group.onChange(isSelected ? group.value.filter((v) => v !== value) : [...group.value, value]);
    } else onChange?.(!isSelected);
  };
  return (
    <label
      {...data}
      className={classOf(className, values)}
      data-selected={isSelected || undefined}
      data-disabled={disabled || undefined}
      data-invalid={isInvalid || undefined}
      data-required={isRequired || undefined}
      data-focus-visible={focus.visible || undefined}
    >
      <span style={VISUALLY_HIDDEN}>
        <input
          {...aria}
          type="checkbox"
          name={name}
          value={value}
          checked={isSelected}
          disabled={disabled}
          required={isRequired}
          aria-invalid={isInvalid || undefined}
          onChange={toggle}
          onFocus={focus.onFocus}
          onBlur={focus.onBlur}
        />
      </span>
      {childrenOf(children, values)}
    </label>
  );
}

// ---------------------------------------------------------------- text fields

type TextFieldContextValue = FieldContextValue & {
  inputId: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: (() => void) | undefined;
  maxLength: number | undefined;
  isInvalid: boolean;
  isRequired: boolean;
  isDisabled: boolean;
  name: string | undefined;
  type: string | undefined;
  autoComplete: string | undefined;
  inputMode: "text" | "numeric" | "decimal" | "tel" | "email" | "url" | "search" | "none" | undefined;
  ariaLabel: string | undefined;
  hasLabel: boolean;
};

const TextFieldContext = createContext<TextFieldContextValue | null>(null);

export type PlainTextFieldProps = {
  className?: ClassName;
  children?: Children;
  value?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  maxLength?: number;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
  type?: string;
  autoComplete?: string;
  inputMode?: TextFieldContextValue["inputMode"];
  /** react-aria's: "aria" (the field's own state) is the only one plain fields know. */
  validationBehavior?: "aria" | "native";
  "aria-label"?: string;
  [data: `data-${string}`]: unknown;
};

export function PlainTextField({
  className,
  children,
  value = "",
  onChange,
  onBlur,
  maxLength,
  isInvalid = false,
  isRequired = false,
  isDisabled = false,
  name,
  type,
  autoComplete,
  inputMode,
  validationBehavior: _validationBehavior,
  "aria-label": ariaLabel,
  ...rest
}: PlainTextFieldProps) {
  const inputId = useId();
  const [field, hasLabel] = useLabelled();
  const values = renderValues({ isInvalid, isRequired, isDisabled });
  return (
    <div
      {...rest}
      className={classOf(className, values)}
      data-invalid={isInvalid || undefined}
      data-required={isRequired || undefined}
      data-disabled={isDisabled || undefined}
    >
      <FieldContext.Provider value={{ ...field, inputId }}>
        <TextFieldContext.Provider
          value={{
            ...field,
            inputId,
            value,
            onChange: (next) => onChange?.(next),
            onBlur,
            maxLength,
            isInvalid,
            isRequired,
            isDisabled,
            name,
            type,
            autoComplete,
            inputMode,
            ariaLabel,
            hasLabel,
          }}
        >
          {childrenOf(children, values)}
        </TextFieldContext.Provider>
      </FieldContext.Provider>
    </div>
  );
}

export type PlainInputProps = {
  className?: string;
  placeholder?: string;
  inputMode?: TextFieldContextValue["inputMode"];
  autoComplete?: string;
  spellCheck?: boolean;
  size?: number;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  [dataOrAria: `${"data" | "aria"}-${string}`]: unknown;
};

/** What a text field's <input> or <textarea> takes from the field around it (and its focus ring). */
function useFieldElementProps() {
  const field = useContext(TextFieldContext);
  const focus = useFocusVisible();
  return {
    id: field?.inputId,
    name: field?.name,
    value: field?.value ?? "",
    maxLength: field?.maxLength,
    required: field?.isRequired || undefined,
    disabled: field?.isDisabled || undefined,
    "aria-label": field?.ariaLabel,
    "aria-labelledby": field?.hasLabel ? field.labelId : undefined,
    "aria-invalid": field?.isInvalid || undefined,
    "data-invalid": field?.isInvalid || undefined,
    "data-focus-visible": focus.visible || undefined,
    onChange: (event: { target: { value: string } }) => field?.onChange(event.target.value),
    onFocus: focus.onFocus,
    onBlur: () => {
      focus.onBlur();
      field?.onBlur?.();
    },
  };
}

export const PlainInput = forwardRef<HTMLInputElement, PlainInputProps>(function PlainInput(
  { className, placeholder, inputMode, autoComplete, spellCheck, size, ...rest },
  ref,
) {
  const field = useContext(TextFieldContext);
  return (
    <input
      {...rest}
      {...useFieldElementProps()}
      ref={ref}
      type={field?.type ?? "text"}
      className={className}
      placeholder={placeholder}
      size={size}
      spellCheck={spellCheck}
      autoComplete={autoComplete ?? field?.autoComplete}
      inputMode={inputMode ?? field?.inputMode}
    />
  );
});

export type PlainTextAreaProps = {
  className?: string;
  placeholder?: string;
  rows?: number;
  [dataOrAria: `${"data" | "aria"}-${string}`]: unknown;
};

/** react-aria's TextArea, plain: a <textarea> of the text field around it. */
export const PlainTextArea = forwardRef<HTMLTextAreaElement, PlainTextAreaProps>(function PlainTextArea(
  { className, placeholder, rows, ...rest },
  ref,
) {
  return (
    <textarea
      {...rest}
      {...useFieldElementProps()}
      ref={ref}
      className={className}
      placeholder={placeholder}
      rows={rows}
    />
  );
});

export type PlainFieldErrorProps = { className?: string; children?: ReactNode };

/** A field's error: shown while the field around it is invalid, as react-aria's. */
export function PlainFieldError({ className, children }: PlainFieldErrorProps) {
  const field = useContext(TextFieldContext);
  if (!field?.isInvalid || children === undefined || children === null || children === "") return null;
  return <span className={className}>{children}</span>;
}

export type PlainLinkProps = {
  className?: string;
  children?: ReactNode;
  href: string;
  target?: string;
  rel?: string;
  [dataOrAria: `${"data" | "aria"}-${string}`]: unknown;
};

/** react-aria's link, plain: an <a>. */
export function PlainLink({ className, children, href, target, rel, ...rest }: PlainLinkProps) {
  return (
    <a {...rest} className={className} href={href} target={target} rel={rel}>
      {children}
    </a>
  );
}
