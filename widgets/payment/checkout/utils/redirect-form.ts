// The redirect flow (spec §4.4): the provider's form, rendered by the server,
// becomes a hidden form posted at once.

/**
 * A hidden form copying the provider's form in `html`: its action (or the
 * data_set input's data-action-url), method (POST by default) and inputs,
 * without the inputs marked data-remove-me. Null when there is no action URL.
 * The HTML is parsed inert (a <template>): no script in it runs.
 */
export function buildRedirectForm(html: string, doc: Document = document): HTMLFormElement | null {
  const template = doc.createElement("template");
  template.innerHTML = html;
  const content = template.content;
  const source = content.querySelector("form");
  const action =
    source?.getAttribute("action") ||
    content.querySelector('input[name="data_set"]')?.getAttribute("data-action-url") ||
    "";
  if (!action) return null;

  const form = doc.createElement("form");
  form.id = "o_payment_redirect_form";
  form.method = (source?.getAttribute("method") || "post").toLowerCase() === "get" ? "get" : "post";
  form.action = action;
  form.target = "_top";
  form.hidden = true;
  for (const field of content.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    "input[name], textarea[name], select[name]",
  )) {
    if (field.hasAttribute("data-remove-me") || field.name === "data_set") continue;
    const input = doc.createElement("input");
    input.type = "hidden";
    input.name = field.name;
    input.value = field.value;
    form.append(input);
  }
  return form;
}
