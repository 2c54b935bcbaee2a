// The parts of Odoo 17's newsletter subscribe form (website_mass_mailing's
// s_newsletter_subscribe_form, in s_newsletter_block or the newsletter popup),
// as editors save it.

/** The e-mail field (js_subscribe_email: its name before Odoo 16). */
export const EMAIL_INPUT = "input.js_subscribe_value, input.js_subscribe_email";
export const SUBSCRIBE_BUTTON = ".js_subscribe_btn";
export const THANKS_BUTTON = ".js_subscribed_btn";
/** Dispatched (bubbling) on the form's element once the visitor subscribed. */
export const SUBSCRIBED_EVENT = "weekbox:newsletter-subscribed";

/** The form's mailing list: its newsletter block's, else its own (`data-list-id`); null without one. */
export function newsletterListId(element: HTMLElement): number | null {
  const block = element.closest<HTMLElement>("[data-snippet='s_newsletter_block']");
  const id = Number(block?.dataset.listId || element.dataset.listId);
  return Number.isInteger(id) && id > 0 ? id : null;
}
