// The link tracker's messages (spec §8.5).
import type { Translate } from "@/core/i18n/translate";
import { isUserFacing } from "@/core/rpc/rpc-errors";

/** Generating a link: Odoo's error codes, a refusal's own reason, else the generic message. */
export function generateErrorMessage(error: unknown, t: Translate): string {
  if (error === "empty_url") return t("The URL is empty.");
  if (error === "url_not_found") return t("URL not found (404)");
  if (isUserFacing(error)) return error.message;
  return t("An error occur while trying to generate your link. Try again later.");
}
