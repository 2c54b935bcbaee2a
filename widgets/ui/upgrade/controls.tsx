import { forwardRef, type ComponentType, type Ref } from "react";
import {
  PlainButton,
  PlainCheckbox,
  PlainCheckboxGroup,
  PlainFieldError,
  PlainInput,
  PlainLabel,
  PlainLink,
  PlainRadio,
  PlainRadioGroup,
  PlainTextArea,
  PlainTextField,
  type PlainButtonProps,
  type PlainCheckboxGroupProps,
  type PlainCheckboxProps,
  type PlainFieldErrorProps,
  type PlainInputProps,
  type PlainLabelProps,
  type PlainLinkProps,
  type PlainRadioGroupProps,
  type PlainRadioProps,
  type PlainTextAreaProps,
  type PlainTextFieldProps,
} from "./plain-controls";
import { useUpgrade, type AriaControls } from "./upgrade-context";

// Controls that are plain (plain-controls.tsx) until the group around them is
// first used, then react-aria's (upgrade-scope.tsx): written as react-aria's,
// with the props the widgets use. Outside a scope they stay plain.

function upgradable<P extends object>(
  Plain: ComponentType<P>,
  part: (controls: AriaControls) => unknown,
  name: string,
): ComponentType<P> {
  function Control(props: P) {
    const { parts } = useUpgrade();
    // react-aria's component takes these props (a narrower set of its own).
    const Part = parts ? (part(parts) as ComponentType<P>) : Plain;
    return <Part {...props} />;
  }
  Control.displayName = name;
  return Control;
}

export const RadioGroup = upgradable<PlainRadioGroupProps>(
  PlainRadioGroup,
  (c) => c.RadioGroup,
  "RadioGroup",
);
export const Radio = upgradable<PlainRadioProps>(PlainRadio, (c) => c.Radio, "Radio");
export const CheckboxGroup = upgradable<PlainCheckboxGroupProps>(
  PlainCheckboxGroup,
  (c) => c.CheckboxGroup,
  "CheckboxGroup",
);
export const Checkbox = upgradable<PlainCheckboxProps>(PlainCheckbox, (c) => c.Checkbox, "Checkbox");
export const Label = upgradable<PlainLabelProps>(PlainLabel, (c) => c.Label, "Label");
export const TextField = upgradable<PlainTextFieldProps>(PlainTextField, (c) => c.TextField, "TextField");
export const Input = forwardRef(function Input(props: PlainInputProps, ref: Ref<HTMLInputElement>) {
  const { parts } = useUpgrade();
  const Part = (parts ? parts.Input : PlainInput) as ComponentType<
    PlainInputProps & { ref: Ref<HTMLInputElement> }
  >;
  return <Part {...props} ref={ref} />;
});
export const TextArea = forwardRef(function TextArea(
  props: PlainTextAreaProps,
  ref: Ref<HTMLTextAreaElement>,
) {
  const { parts } = useUpgrade();
  const Part = (parts ? parts.TextArea : PlainTextArea) as ComponentType<
    PlainTextAreaProps & { ref: Ref<HTMLTextAreaElement> }
  >;
  return <Part {...props} ref={ref} />;
});
export const FieldError = upgradable<PlainFieldErrorProps>(
  PlainFieldError,
  (c) => c.FieldError,
  "FieldError",
);
export const Link = upgradable<PlainLinkProps>(PlainLink, (c) => c.Link, "Link");
export const Button = upgradable<PlainButtonProps>(PlainButton, (c) => c.Button, "Button");
