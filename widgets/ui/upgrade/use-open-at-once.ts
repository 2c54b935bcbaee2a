import { useEffect, useRef, useState } from "react";

/**
 * A react-aria select (or menu) that replaces a plain button a visitor
 * pressed: focused, then opened at once, as if pressed itself. `ref` goes on
 * its button, `isOpen` / `setOpen` on the select.
 */
export function useOpenAtOnce(openAtOnce: boolean) {
  const ref = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useState(false);
  useEffect(() => {
    if (!openAtOnce) return;
    ref.current?.focus();
    // Once, after the button has the focus (react-aria gives it back there on close).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOpen(true);
  }, [openAtOnce]);
  return { ref, isOpen, setOpen };
}
