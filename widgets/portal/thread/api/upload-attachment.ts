import * as v from "valibot";
import { positiveInt } from "@/core/rpc/routes/int-schema";
import { toSchemaIssues } from "@/core/rpc/rpc-errors";

/** portal's upload of a file for the composer: an http route (multipart, CSRF token). */
export const ATTACHMENT_ADD_URL = "/portal/attachment/add";

const uploadedSchema = v.object({
  id: positiveInt(),
  name: v.string(),
  mimetype: v.string(),
  access_token: v.string(),
});

/** A file uploaded and waiting for its message (Odoo removes it later if none comes). */
export type PendingAttachment = v.InferOutput<typeof uploadedSchema>;

/** Odoo refused the file (the document, the token, the CSRF token) or could not be reached. */
export class AttachmentUploadError extends Error {
  override name = "AttachmentUploadError";
  constructor(
    /** The HTTP status, or 0 when the server could not be reached or answered something else. */
    readonly status: number,
    options?: ErrorOptions,
  ) {
    super(status ? `HTTP ${status} from ${ATTACHMENT_ADD_URL}` : `${ATTACHMENT_ADD_URL} failed`, options);
  }
}

export type UploadAttachmentParams = {
  file: File;
  resModel: string;
  resId: number;
  /** The document's access token, for a visitor reading it by token. */
  accessToken: string | null;
  csrfToken: string;
};

/** Uploads `file` as Odoo's own composer does (portal_composer.js `_onFileInputChange`). */
export async function uploadAttachment(
  { file, resModel, resId, accessToken, csrfToken }: UploadAttachmentParams,
  fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init),
): Promise<PendingAttachment> {
  const form = new FormData();
  form.append("name", file.name);
  form.append("file", file);
  form.append("res_model", resModel);
  form.append("res_id", String(resId));
  form.append("csrf_token", csrfToken);
  if (accessToken) form.append("access_token", accessToken);
  let response: Response;
  try {
    response = await fetchImpl(new URL(ATTACHMENT_ADD_URL, globalThis.location.origin).href, {
      method: "POST",
      body: form,
      credentials: "same-origin",
    });
  } catch (error) {
    throw new AttachmentUploadError(0, { cause: error });
  }
  if (!response.ok) throw new AttachmentUploadError(response.status);
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    // Odoo answers a refusal (UserError) of an http route with an HTML page.
    throw new AttachmentUploadError(0, { cause: error });
  }
  const parsed = v.safeParse(uploadedSchema, body);
  if (!parsed.success) throw new AttachmentUploadError(0, { cause: toSchemaIssues(parsed.issues) });
  return parsed.output;
}
