import { render } from "@testing-library/react";
import { act } from "react";
import { RpcClientContext } from "@/core/data/rpc-client-context";
import { DEFAULT_LANG_PARAMS, setTranslations, type LangParams } from "@/core/i18n/translation-catalogue";
import { createRpcClient, type RpcClient } from "@/core/rpc/rpc-client";
import { createFakeOdoo } from "@/core/testing/fake-odoo-fetch";
import { SiteWebsiteForm } from "../components/site-website-form";

// Fields as Odoo 17's form editor writes them (website/static/src/xml/website_form_editor.xml).
function field(name: string, label: string, control: string, { custom = true, type = "char" } = {}): string {
  return `
    <div data-name="Field" class="s_website_form_field mb-3 col-12 ${custom ? "s_website_form_custom" : ""}" data-type="${type}">
      <div class="row s_col_no_resize s_col_no_bgcolor">
        <label class="col-form-label col-sm-auto s_website_form_label" for="f_${name}">
          <span class="s_website_form_label_content">${label}</span>
        </label>
        <div class="col-sm">${control}</div>
      </div>
    </div>`;
}

export const nameField = field(
  "name",
  "Your Name",
  `<input class="form-control s_website_form_input" type="text" name="name" required="1" id="f_name"/>`,
);
export const emailField = field(
  "email_from",
  "Your Email",
  `<input class="form-control s_website_form_input" type="email" name="email_from" required="" id="f_email_from"/>`,
  { custom: false, type: "email" },
);
export const textField = (name: string, label = name) =>
  field(
    name,
    label,
    `<input class="form-control s_website_form_input" type="text" name="${name}" id="f_${name}"/>`,
  );

export function dateField(
  name: string,
  kind: "date" | "datetime",
  { custom = true, value = "" } = {},
): string {
  return field(
    name,
    `When ${name}`,
    `<div class="s_website_form_${kind} input-group date">
       <input type="text" class="form-control datetimepicker-input s_website_form_input" name="${name}" id="f_${name}" ${value ? `value="${value}"` : ""}/>
       <div class="input-group-text pe-none"><i class="fa fa-calendar"></i></div>
     </div>`,
    { custom, type: kind },
  );
}

export function checkboxesField(name: string, values: string[], { required = true } = {}): string {
  const boxes = values
    .map(
      (value, index) => `
      <div class="checkbox col-12"><div class="form-check">
        <input type="checkbox" class="s_website_form_input form-check-input" id="f_${name}${index}" name="${name}" value="${value}" ${required ? 'required="1"' : ""}/>
        <label class="form-check-label s_website_form_check_label" for="f_${name}${index}">${value}</label>
      </div></div>`,
    )
    .join("");
  return field(
    name,
    name,
    `<div class="row s_col_no_resize s_col_no_bgcolor s_website_form_multiple" data-name="${name}">${boxes}</div>`,
  );
}

export const fileField = (name: string) =>
  field(
    name,
    name,
    `<input type="file" class="form-control s_website_form_input" name="${name}" id="f_${name}" multiple=""/>`,
  );

export function formHtml(rows: string, attributes = 'data-success-mode="nothing"'): string {
  return `
    <section class="s_website_form pt16 pb16" data-snippet="s_website_form">
      <div class="container">
        <form action="/website/form/" method="post" enctype="multipart/form-data" class="o_mark_required" data-mark="*"
              data-model_name="mail.mail" ${attributes}>
          <div class="s_website_form_rows row s_col_no_bgcolor">
            <div data-name="Field" class="s_website_form_field mb-3 col-12 s_website_form_dnone">
              <div class="row"><div class="col-sm">
                <input type="hidden" class="form-control s_website_form_input" name="email_to" value="info@yourcompany.example.com"/>
              </div></div>
            </div>
            ${rows}
            <div class="mb-0 py-2 col-12 s_website_form_submit" data-name="Submit Button">
              <a href="#" role="button" class="btn btn-primary s_website_form_send">Submit</a>
              <span id="s_website_form_result"></span>
            </div>
          </div>
        </form>
        <div class="s_website_form_end_message d-none"><p>Thank you!</p></div>
      </div>
    </section>`;
}

/** The page's language as Odoo serves it with the translations. */
export function setLanguage(lang: string, params: Partial<LangParams> = {}): void {
  act(() =>
    setTranslations({ lang, langParams: { ...DEFAULT_LANG_PARAMS, ...params }, messages: new Map() }),
  );
}

/**
 * The form enhanced, its JSON-RPC calls to `client` (by default an Odoo that
 * knows no route: a test that expects none fails loudly if one is made);
 * `html` null: the form already on the page.
 */
export function renderForm(
  html: string | null,
  client: RpcClient = createRpcClient({ fetch: createFakeOdoo().fetch }),
  claimed?: unknown,
) {
  if (html !== null) document.body.innerHTML = html;
  const form = document.querySelector<HTMLFormElement>("form")!;
  const view = render(
    <RpcClientContext.Provider value={client}>
      <SiteWebsiteForm element={form} claimed={claimed} />
    </RpcClientContext.Provider>,
    { container: document.body.appendChild(document.createElement("div")) },
  );
  return { form, ...view };
}

export type SentForm = { url: string; body: FormData };

/** Odoo's form route answering `answer` (JSON text, as form.py writes it); the requests it got. */
export function fakeFormRoute(answer: unknown = { id: 42 }, status = 200): SentForm[] {
  const sent: SentForm[] = [];
  jest.spyOn(window, "fetch").mockImplementation(async (input, init) => {
    sent.push({ url: String(input), body: init!.body as FormData });
    return new Response(JSON.stringify(answer), { status });
  });
  return sent;
}

export const sendButton = () => document.querySelector<HTMLElement>(".s_website_form_send")!;
export const input = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
