// Newsletters for a test: public mailing lists, a published page holding a
// newsletter block and/or a newsletter popup (as website_mass_mailing's
// snippets save them), contacts and a mailing, and the unsubscribe link Odoo
// puts in that mailing's e-mails.
import { callKw } from "./call-kw";
import type { OdooSession } from "./odoo-session";

export type Subscription = { list_id: [number, string]; opt_out: boolean };

export async function createPublicList(admin: OdooSession, name: string): Promise<number> {
  return callKw<number>(admin, "mailing.list", "create", [{ name, is_public: true }]);
}

function subscribeForm(listId: number): string {
  return `<div class="s_newsletter_subscribe_form s_newsletter_list js_subscribe" data-vxml="001" data-list-id="${listId}" data-snippet="s_newsletter_subscribe_form" data-name="Newsletter Form">
        <div class="input-group">
          <input type="email" name="email" class="js_subscribe_value form-control" placeholder="your email..."/>
          <a role="button" href="#" class="btn btn-primary js_subscribe_btn o_submit">Subscribe</a>
          <a role="button" href="#" class="btn btn-success js_subscribed_btn d-none o_submit" disabled="disabled">Thanks</a>
        </div>
      </div>`;
}

/** A newsletter block on `listId` (website_mass_mailing.s_newsletter_block). */
export function newsletterBlock(listId: number): string {
  return `<section class="s_newsletter_block s_newsletter_list pt32 pb32" data-snippet="s_newsletter_block" data-name="Newsletter Block" data-list-id="${listId}">
    <div class="container"><div class="row"><div class="col-lg-8 offset-lg-2 pt24 pb24">
      <h2>Always first</h2>
      ${subscribeForm(0)}
    </div></div></div>
  </section>`;
}

/** A newsletter popup on `listId` (website_mass_mailing.s_newsletter_subscribe_popup), shown after `delayMs`. */
export function newsletterPopup(listId: number, title: string, delayMs: number): string {
  return `<div class="s_popup o_newsletter_popup o_snippet_invisible" data-snippet="s_newsletter_subscribe_popup" data-name="Newsletter Popup" data-vcss="001" data-invisible="1" id="e2e-newsletter-popup-${listId}">
    <div class="modal fade s_popup_middle o_newsletter_modal" style="background-color: var(--black-50) !important;" data-show-after="${delayMs}" data-display="afterDelay" data-consents-duration="7" data-bs-focus="false" data-bs-backdrop="false" tabindex="-1" role="dialog">
      <div class="modal-dialog d-flex">
        <div class="modal-content oe_structure">
          <div class="s_popup_close js_close_popup o_we_no_overlay o_not_editable" aria-label="Close">×</div>
          <section class="s_text_block pt32 pb32" data-snippet="s_text_block"><div class="container">
            <h2>${title}</h2>
            <p>Recipes and news, once a week.</p>
            ${subscribeForm(listId)}
          </div></section>
        </div>
      </div>
    </div>
  </div>`;
}

/** A published page of website 1 at `url` holding `content`; replaces what a run left there. */
export async function createContentPage(admin: OdooSession, url: string, content: string): Promise<void> {
  await removeContentPage(admin, url);
  const key = `website_mass_mailing_widget.e2e${url.replace(/[^a-z0-9]+/gi, "_")}`;
  await callKw(admin, "website.page", "create", [
    {
      name: `Newsletter e2e ${url}`,
      type: "qweb",
      key,
      arch: `<t t-name="${key}"><t t-call="website.layout"><div id="wrap" class="oe_structure">${content}</div></t></t>`,
      url,
      website_id: 1,
      is_published: true,
    },
  ]);
}

export async function removeContentPage(admin: OdooSession, url: string): Promise<void> {
  const pages = await callKw<{ id: number; view_id: [number, string] }[]>(
    admin,
    "website.page",
    "search_read",
    [[["url", "=", url]], ["view_id"]],
    { context: { active_test: false } },
  );
  if (!pages.length) return;
  await callKw(admin, "website.page", "unlink", [pages.map((page) => page.id)]);
  await callKw(admin, "ir.ui.view", "unlink", [pages.map((page) => page.view_id[0])]);
}

/** The subscriptions of the mailing contacts of `email`. */
export async function subscriptionsOf(admin: OdooSession, email: string): Promise<Subscription[]> {
  return callKw<Subscription[]>(admin, "mailing.subscription", "search_read", [
    [["contact_id.email", "=", email]],
    ["list_id", "opt_out"],
  ]);
}

/** `{list id: opted out}` of `email`'s subscriptions. */
export async function optOutByList(admin: OdooSession, email: string): Promise<Record<number, boolean>> {
  const subscriptions = await subscriptionsOf(admin, email);
  return Object.fromEntries(subscriptions.map((s) => [s.list_id[0], s.opt_out]));
}

export async function createContact(admin: OdooSession, email: string, listIds: number[]): Promise<number> {
  return callKw<number>(admin, "mailing.contact", "create", [
    { name: email, email, list_ids: [[6, 0, listIds]] },
  ]);
}

/** A mailing to the contacts of `listIds`, as the back office makes one. */
export async function createListMailing(
  admin: OdooSession,
  subject: string,
  listIds: number[],
): Promise<number> {
  const [model] = await callKw<number[]>(admin, "ir.model", "search", [[["model", "=", "mailing.list"]]]);
  return callKw<number>(admin, "mailing.mailing", "create", [
    {
      subject,
      body_html: `<p>News</p><p><a href="/unsubscribe_from_list">Unsubscribe</a></p>`,
      mailing_model_id: model,
      contact_list_ids: [[6, 0, listIds]],
    },
  ]);
}

// The link is made by mass mailing itself (mailing.mailing._get_unsubscribe_url,
// what it writes into each recipient's e-mail), through a server action: a
// private method is out of reach of call_kw.
const UNSUBSCRIBE_URL_CODE = `action = {"type": "ir.actions.act_url", "url": record._get_unsubscribe_url(env.context["weekbox_email"], env.context["weekbox_document_id"])}`;

/** The unsubscribe link of `mailingId`'s e-mail to `email` (mailing contact `documentId`). */
export async function unsubscribeUrl(
  admin: OdooSession,
  mailingId: number,
  email: string,
  documentId: number,
): Promise<string> {
  const [model] = await callKw<number[]>(admin, "ir.model", "search", [[["model", "=", "mailing.mailing"]]]);
  const action = await callKw<number>(admin, "ir.actions.server", "create", [
    { name: "Weekbox e2e: unsubscribe link", model_id: model, state: "code", code: UNSUBSCRIBE_URL_CODE },
  ]);
  try {
    const result = await callKw<{ url: string }>(admin, "ir.actions.server", "run", [[action]], {
      context: {
        active_model: "mailing.mailing",
        active_id: mailingId,
        active_ids: [mailingId],
        weekbox_email: email,
        weekbox_document_id: documentId,
      },
    });
    return new URL(result.url).pathname + new URL(result.url).search;
  } finally {
    await callKw(admin, "ir.actions.server", "unlink", [[action]]);
  }
}

/** Archives the test's lists and mailings, deletes its contacts. */
export async function retireNewsletters(
  admin: OdooSession,
  { lists = [], mailings = [], emails = [] }: { lists?: number[]; mailings?: number[]; emails?: string[] },
): Promise<void> {
  if (mailings.length) await callKw(admin, "mailing.mailing", "unlink", [mailings]);
  if (emails.length) {
    const contacts = await callKw<number[]>(admin, "mailing.contact", "search", [[["email", "in", emails]]]);
    if (contacts.length) await callKw(admin, "mailing.contact", "unlink", [contacts]);
  }
  if (lists.length) await callKw(admin, "mailing.list", "write", [lists, { active: false }]);
}
