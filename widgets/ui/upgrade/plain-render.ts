import { useState, type FocusEvent, type ReactNode } from "react";

// What the plain stand-ins (plain-controls.tsx, plain-button.tsx) share:
// react-aria's render props for `className` and `children` functions, and its
// focus ring state.

export type PlainRenderProps = {
  isSelected: boolean;
  isDisabled: boolean;
  isFocused: boolean;
  isFocusVisible: boolean;
  isHovered: boolean;
  isPressed: boolean;
  isPending: boolean;
  isInvalid: boolean;
  isReadOnly: boolean;
  isRequired: boolean;
  defaultClassName: string | undefined;
};

export type ClassName = string | ((values: PlainRenderProps) => string) | undefined;
export type Children = ReactNode | ((values: PlainRenderProps) => ReactNode);

export function renderValues(states: Partial<PlainRenderProps>): PlainRenderProps {
  return {
    isSelected: false,
    isDisabled: false,
    isFocused: false,
    isFocusVisible: false,
    isHovered: false,
    isPressed: false,
    isPending: false,
    isInvalid: false,
    isReadOnly: false,
    isRequired: false,
    defaultClassName: undefined,
    ...states,
  };
}

export function classOf(className: ClassName, values: PlainRenderProps): string | undefined {
  return typeof className === "function" ? className(values) : className;
}

export function childrenOf(children: Children, values: PlainRenderProps): ReactNode {
  return typeof children === "function" ? children(values) : children;
}

/** Whether the browser shows a focus ring for this focus (keyboard): react-aria's `data-focus-visible`. */
function isFocusVisible(element: Element): boolean {
  try {
    return element.matches(":focus-visible");
  } catch {
    return false;
  }
}

export function useFocusVisible() {
  const [visible, setVisible] = useState(false);
  return {
    visible,
    onFocus: (event: FocusEvent<HTMLElement>) => setVisible(isFocusVisible(event.currentTarget)),
    onBlur: () => setVisible(false),
  };
}
