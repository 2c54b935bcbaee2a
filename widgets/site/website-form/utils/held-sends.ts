import { isEditing } from "@/core/mount/mount-schedule";

// A visitor may press a form's Submit before the enhancer's chunk is there (a
// slow phone, a busy server). Odoo's Submit is a link to "#" and the form's
// own submit would post it without the site's checks: either would lose what
// they wrote. From the moment the page script claims the form, such a press
// is held; the enhancer sends the form once it has it (site-website-form.tsx,
// given the hold as its `claimed` prop). Never while Odoo's editor edits the
// page: a press there selects the button. In every page's first load: the
// enhancer's chunk imports only its type.

/**
 * Odoo 17's Submit, and older forms': form-fields.ts's SEND_SELECTOR, written
 * again rather than imported (see above); a test holds the two equal.
 */
export const HELD_SEND_SELECTOR = ".s_website_form_send, .o_website_form_send";

export type HeldSend = {
  /** Ends the hold: true when the visitor pressed Submit meanwhile (the form is to be sent). */
  take(): boolean;
};

const holds = new WeakMap<Element, HeldSend>();

/** Holds `form`'s Submit presses and submits until taken; one hold per form, however often claimed. */
export function holdSends(form: HTMLElement): HeldSend {
  const existing = holds.get(form);
  if (existing) return existing;
  const doc = form.ownerDocument;
  let pressed = false;
  function onPress(event: Event): void {
    const target = event.target instanceof Element ? event.target : null;
    const isSend =
      event.type === "submit"
        ? target === form
        : target?.closest(HELD_SEND_SELECTOR) != null && form.contains(target);
    if (!isSend || isEditing(doc)) return;
    event.preventDefault();
    pressed = true;
  }
  const hold: HeldSend = {
    take() {
      doc.removeEventListener("click", onPress, true);
      doc.removeEventListener("submit", onPress, true);
      holds.delete(form);
      return pressed;
    },
  };
  doc.addEventListener("click", onPress, true);
  doc.addEventListener("submit", onPress, true);
  holds.set(form, hold);
  return hold;
}
