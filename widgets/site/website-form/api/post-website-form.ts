import * as v from "valibot";

// Odoo's form route answers JSON as text (website/controllers/form.py): the
// record's id, the fields it refused (a list of names in Odoo 17; a map
// name → why from website_form_widget, as the spec's server may answer), an
// error message, or false when the database refused the values.
const formAnswerSchema = v.union([
  v.object({ id: v.number() }),
  v.object({
    error_fields: v.union([v.array(v.string()), v.record(v.string(), v.string())]),
    error: v.optional(v.string()),
  }),
  v.object({ error: v.string() }),
  v.literal(false),
]);

/** Each refused field's name with the server's reason, null when it gave none. */
export type RefusedFields = ReadonlyMap<string, string | null>;

export type FormAnswer =
  | { kind: "created"; id: number }
  | { kind: "refused-fields"; fields: RefusedFields; message?: string }
  | { kind: "error"; message?: string }
  | { kind: "too-large" };

function refusedFields(errorFields: string[] | Record<string, string>): RefusedFields {
  if (Array.isArray(errorFields)) return new Map(errorFields.map((name) => [name, null]));
  return new Map(Object.entries(errorFields).map(([name, why]) => [name, why.trim() || null]));
}

/**
 * POSTs a website form multipart, as Odoo's own form does, to
 * `{action}{data-force_action || data-model_name}`. Never throws: a failed
 * request or an answer of another shape is an `error` without a message.
 */
export async function postWebsiteForm(
  url: string,
  body: FormData,
  fetcher: typeof fetch = (input, init) => window.fetch(input, init),
): Promise<FormAnswer> {
  let response: Response;
  try {
    response = await fetcher(url, { method: "POST", body, credentials: "same-origin" });
  } catch {
    return { kind: "error" };
  }
  if (response.status === 413) return { kind: "too-large" };
  if (!response.ok) return { kind: "error" };
  let json: unknown;
  try {
    json = JSON.parse(await response.text());
  } catch {
    return { kind: "error" };
  }
  const answer = v.safeParse(formAnswerSchema, json);
  if (!answer.success || answer.output === false) return { kind: "error" };
  if ("id" in answer.output) return { kind: "created", id: answer.output.id };
  if ("error_fields" in answer.output) {
    const { error_fields, error } = answer.output;
    return {
      kind: "refused-fields",
      fields: refusedFields(error_fields),
      ...(error ? { message: error } : {}),
    };
  }
  return { kind: "error", message: answer.output.error };
}

export function formPostUrl(form: HTMLFormElement): string {
  const action = form.getAttribute("action") ?? "/website/form/";
  return action + (form.dataset.force_action || form.dataset.model_name || "");
}
