import type { MouseEvent, Ref } from "react";
import {
  childrenOf,
  classOf,
  renderValues,
  useFocusVisible,
  type Children,
  type ClassName,
} from "./plain-render";

// react-aria's Button's plain stand-in (controls.tsx renders it until the
// group is first used), in a module of its own: a native button that stays
// plain (outside an upgrade scope) brings nothing else of the stand-ins.

/** What react-aria's `onPress` gets that the widgets read. */
export type PlainPressEvent = {
  type: "press";
  target: HTMLButtonElement;
  pointerType: "mouse" | "keyboard" | "virtual";
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
};

export type PlainButtonProps = {
  className?: ClassName;
  children?: Children;
  onPress?: (event: PlainPressEvent) => void;
  isDisabled?: boolean;
  isPending?: boolean;
  type?: "button" | "submit" | "reset";
  slot?: string;
  id?: string;
  form?: string;
  excludeFromTabOrder?: boolean;
  ref?: Ref<HTMLButtonElement>;
  [dataOrAria: `${"data" | "aria"}-${string}`]: unknown;
};

export function PlainButton({
  className,
  children,
  onPress,
  isDisabled = false,
  isPending = false,
  type = "button",
  slot,
  id,
  form,
  excludeFromTabOrder = false,
  ref,
  ...rest
}: PlainButtonProps) {
  const focus = useFocusVisible();
  const values = renderValues({ isDisabled, isPending, isFocusVisible: focus.visible });
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (isPending) {
      event.preventDefault();
      return;
    }
    onPress?.({
      type: "press",
      target: event.currentTarget,
      // A click without a pointer (detail 0) comes from the keyboard or assistive technology.
      pointerType: event.detail === 0 ? "keyboard" : "mouse",
      shiftKey: event.shiftKey,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      altKey: event.altKey,
    });
  };
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      id={id}
      form={form}
      slot={slot}
      className={classOf(className, values)}
      disabled={isDisabled || undefined}
      tabIndex={excludeFromTabOrder ? -1 : undefined}
      // As react-aria's: pending says so; otherwise the caller's aria-disabled (a button that stays focusable).
      aria-disabled={isPending || (rest["aria-disabled"] as boolean | "true" | "false" | undefined)}
      data-disabled={isDisabled || undefined}
      data-pending={isPending || undefined}
      data-focus-visible={focus.visible || undefined}
      onClick={press}
      onFocus={focus.onFocus}
      onBlur={focus.onBlur}
    >
      {childrenOf(children, values)}
    </button>
  );
}
