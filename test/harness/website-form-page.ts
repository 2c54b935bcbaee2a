// Published website pages holding website forms with what /contactus's lacks
// (a date, a datetime, required checkboxes, a file, sending a mail as Odoo's
// contact form does; a field only the server checks); created as admin for the
// browser test and removed after it. Their URLs are fixed, so a page an
// interrupted run left behind is replaced.
import { callKw } from "./call-kw";
import type { OdooSession } from "./odoo-session";

export const WEBSITE_FORM_URL = "/weekbox-e2e-website-form";
const KEY = "website_form_widget.e2e_website_form";

function field(name: string, label: string, control: string, extraClass = "s_website_form_custom"): string {
  return `<div data-name="Field" class="s_website_form_field mb-3 col-12 ${extraClass}" data-type="char">
    <div class="row s_col_no_resize s_col_no_bgcolor">
      <label class="col-form-label col-sm-auto s_website_form_label" style="width: 200px" for="e2e_${name}">
        <span class="s_website_form_label_content">${label}</span>
      </label>
      <div class="col-sm">${control}</div>
    </div>
  </div>`;
}

function dateField(name: string, label: string, kind: "date" | "datetime"): string {
  return field(
    name,
    label,
    `<div class="s_website_form_${kind} input-group date">
      <input type="text" class="form-control datetimepicker-input s_website_form_input" name="${name}" id="e2e_${name}"/>
      <div class="input-group-text pe-none"><i class="fa fa-calendar"/></div>
    </div>`,
  );
}

const DIETS = ["Vegetarian", "Vegan", "Fish"];

/** A website page holding one form snippet: `rows` (its fields) and its send button. */
function formPageArch(key: string, title: string, form: { id: string; model: string; rows: string }): string {
  return `<t t-name="${key}">
<t t-call="website.layout">
  <t t-set="pageName" t-value="'${title}'"/>
  <div id="wrap" class="oe_structure">
    <section class="s_website_form pt16 pb16" data-vcss="001" data-snippet="s_website_form">
      <div class="container">
        <h1>${title}</h1>
        <form id="${form.id}" action="/website/form/" method="post" enctype="multipart/form-data" class="o_mark_required" data-mark="*"
              data-model_name="${form.model}" data-success-mode="nothing">
          <div class="s_website_form_rows row s_col_no_bgcolor">
            ${form.rows}
            <div class="mb-0 py-2 col-12 s_website_form_submit" data-name="Submit Button">
              <div style="width: 200px;" class="s_website_form_label"/>
              <a href="#" role="button" class="btn btn-primary s_website_form_send">Submit</a>
              <span id="s_website_form_result"/>
            </div>
          </div>
        </form>
      </div>
    </section>
  </div>
</t>
</t>`;
}

export const WEBSITE_FORM_ARCH = formPageArch(KEY, "Tell us about your week", {
  id: "e2e-form",
  model: "mail.mail",
  rows: `<div data-name="Field" class="s_website_form_field mb-3 col-12 s_website_form_dnone">
    <div class="row s_col_no_resize s_col_no_bgcolor"><div class="col-sm">
      <input type="hidden" class="form-control s_website_form_input" name="email_to" value="info@yourcompany.example.com"/>
    </div></div>
  </div>
  ${field(
    "email_from",
    "Your Email",
    `<input class="form-control s_website_form_input" type="email" name="email_from" required="" id="e2e_email_from"/>`,
    "s_website_form_model_required",
  )}
  ${field(
    "subject",
    "Subject",
    `<input class="form-control s_website_form_input" type="text" name="subject" required="" id="e2e_subject"/>`,
    "s_website_form_model_required",
  )}
  ${dateField("first_box", "First box on", "date")}
  ${dateField("call_back", "Call me back at", "datetime")}
  ${field(
    "diet",
    "Diet",
    `<div class="row s_col_no_resize s_col_no_bgcolor s_website_form_multiple" data-name="diet">
      ${DIETS.map(
        (diet, i) => `<div class="checkbox col-12"><div class="form-check">
        <input type="checkbox" class="s_website_form_input form-check-input" id="e2e_diet${i}" name="diet" value="${diet}" required="1"/>
        <label class="form-check-label s_website_form_check_label" for="e2e_diet${i}">${diet}</label>
      </div></div>`,
      ).join("")}
    </div>`,
  )}
  ${field(
    "fridge_photo",
    "A photo of your fridge",
    `<input type="file" class="form-control s_website_form_input" name="fridge_photo" id="e2e_fridge_photo"/>`,
  )}`,
});

/**
 * A page whose form a designer wrote by hand in the HTML editor: Odoo's
 * "Create a Customer" form (res.partner) with its country, a many2one, as a
 * text input. The browser has no rule for it; Odoo's route takes only a
 * record id there and refuses anything else as a field error.
 */
export const CUSTOMER_FORM_URL = "/weekbox-e2e-customer-form";
const CUSTOMER_KEY = "website_form_widget.e2e_customer_form";

export const CUSTOMER_FORM_ARCH = formPageArch(CUSTOMER_KEY, "Become a customer", {
  id: "e2e-customer-form",
  model: "res.partner",
  rows: `${field(
    "name",
    "Your Name",
    `<input class="form-control s_website_form_input" type="text" name="name" required="" id="e2e_name"/>`,
    "s_website_form_model_required",
  )}
  ${field(
    "email",
    "Your Email",
    `<input class="form-control s_website_form_input" type="email" name="email" id="e2e_email"/>`,
    "",
  )}
  ${field(
    "country_id",
    "Your country",
    `<input class="form-control s_website_form_input" type="text" name="country_id" id="e2e_country_id"/>`,
    "",
  )}`,
});

async function removePage(admin: OdooSession, url: string, key: string): Promise<void> {
  const pages = await callKw<number[]>(admin, "website.page", "search", [[["url", "=", url]]], {
    context: { active_test: false },
  });
  if (pages.length) await callKw(admin, "website.page", "unlink", [pages]);
  const views = await callKw<number[]>(admin, "ir.ui.view", "search", [[["key", "=", key]]], {
    context: { active_test: false },
  });
  if (views.length) await callKw(admin, "ir.ui.view", "unlink", [views]);
}

/** Creates a page published on website 1 (replacing one a run left behind); returns its URL. */
async function createPage(
  admin: OdooSession,
  { url, key, name, arch }: { url: string; key: string; name: string; arch: string },
): Promise<string> {
  await removePage(admin, url, key);
  await callKw(admin, "website.page", "create", [
    { name, type: "qweb", key, arch, url, website_id: 1, is_published: true },
  ]);
  return url;
}

/** Removes the pages (and their views) a run may have left behind. */
export async function removeWebsiteFormPage(admin: OdooSession): Promise<void> {
  await removePage(admin, WEBSITE_FORM_URL, KEY);
  await removePage(admin, CUSTOMER_FORM_URL, CUSTOMER_KEY);
}

/** Creates the page with dates, checkboxes and a file; returns its URL. */
export async function createWebsiteFormPage(admin: OdooSession): Promise<string> {
  return createPage(admin, {
    url: WEBSITE_FORM_URL,
    key: KEY,
    name: "Website form e2e",
    arch: WEBSITE_FORM_ARCH,
  });
}

/** Creates the hand-written customer form's page; returns its URL. */
export async function createCustomerFormPage(admin: OdooSession): Promise<string> {
  return createPage(admin, {
    url: CUSTOMER_FORM_URL,
    key: CUSTOMER_KEY,
    name: "Customer form e2e",
    arch: CUSTOMER_FORM_ARCH,
  });
}

type MailFound = {
  id: number;
  subject: string;
  email_to: string;
  body_html: string;
  attachment_ids: number[];
};

/** The mails the form route created with this subject (a run's own subject). */
export async function formMails(admin: OdooSession, subject: string): Promise<MailFound[]> {
  return callKw<MailFound[]>(
    admin,
    "mail.mail",
    "search_read",
    [[["subject", "=", subject]], ["subject", "email_to", "body_html", "attachment_ids"]],
    { context: { active_test: false } },
  );
}

// A website form's mail has no document, so Odoo lets only its author (the
// visitor) delete its message, not even an administrator: removed as the
// superuser by a server action made for it, with the files it attached.
const REMOVE_MAILS_CODE = `env["ir.attachment"].search([("res_model", "=", "mail.mail"), ("res_id", "in", records.ids)]).unlink()
records.sudo().unlink()`;

/** Removes the mails the form route created with `marker` in their subject (a run's own). */
export async function removeFormMails(admin: OdooSession, marker: string): Promise<void> {
  const mails = await callKw<number[]>(admin, "mail.mail", "search", [[["subject", "like", marker]]], {
    context: { active_test: false },
  });
  if (!mails.length) return;
  const [model] = await callKw<number[]>(admin, "ir.model", "search", [[["model", "=", "mail.mail"]]]);
  const action = await callKw<number>(admin, "ir.actions.server", "create", [
    {
      name: "Weekbox e2e: remove the run's form mails",
      model_id: model,
      state: "code",
      code: REMOVE_MAILS_CODE,
    },
  ]);
  try {
    await callKw(admin, "ir.actions.server", "run", [[action]], {
      context: { active_model: "mail.mail", active_ids: mails },
    });
  } finally {
    await callKw(admin, "ir.actions.server", "unlink", [[action]]);
  }
}

/** Sets the per-session form limit; returns the value to put back (null: none was set). */
export async function setFormSessionLimit(admin: OdooSession, limit: string | null): Promise<string | null> {
  const key = "website_form_widget.form_attempt_limit_session_key";
  const previous = await callKw<string | false>(admin, "ir.config_parameter", "get_param", [key]);
  await callKw(admin, "ir.config_parameter", "set_param", [key, limit ?? false]);
  return previous || null;
}

/** The newest form attempt's id (0: none), to remove the run's own afterwards. */
export async function lastFormAttempt(admin: OdooSession): Promise<number> {
  const [id] = await callKw<number[]>(admin, "weekbox.form.attempt", "search", [[]], {
    limit: 1,
    order: "id desc",
  });
  return id ?? 0;
}

/**
 * Removes the attempts made since `after`: they count against the test
 * machine's address (40 in 10 minutes), which a next run shares.
 */
export async function removeFormAttemptsSince(admin: OdooSession, after: number): Promise<void> {
  const ids = await callKw<number[]>(admin, "weekbox.form.attempt", "search", [[["id", ">", after]]]);
  if (ids.length) await callKw(admin, "weekbox.form.attempt", "unlink", [ids]);
}
