import type { ReactNode } from "react";
import type { Translate } from "@/core/i18n/translate";
import { isUserFacing, RpcError, userMessage } from "@/core/rpc/rpc-errors";
import { serverHtml } from "@/ui/server-html";

export type PublishFailure = { title: string; message: ReactNode };

// Odoo's own dialog titles for its user-facing exceptions.
function exceptionTitle(exceptionName: string | null, t: Translate): string {
  switch (exceptionName) {
    case "odoo.exceptions.AccessError":
      return t("Access Error");
    case "odoo.exceptions.MissingError":
      return t("Missing Record");
    case "odoo.exceptions.UserError":
    case "odoo.exceptions.ValidationError":
      return t("Validation Error");
    default:
      return t("Error");
  }
}

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

/**
 * What the publish dialog says (spec §8.1): the server error's arguments,
 * `[title, message]` (the spec's exceptions) or `[message]` (Odoo 17's, then
 * titled as Odoo titles that error), the message being the server's HTML,
 * rendered sanitised; an HTTP failure's status text; else what any other
 * failure tells a visitor. Only exceptions Odoo raises for people to read
 * speak their arguments: another's could be a program's internals.
 */
export function publishFailure(error: unknown, t: Translate): PublishFailure {
  if (!(error instanceof RpcError)) return { title: t("Connection problem"), message: userMessage(error, t) };
  if (error.exceptionName === null && error.code >= 400) {
    return {
      title: t("Error"),
      message: error.statusText
        ? t("{status} (HTTP {code})", { status: error.statusText, code: error.code })
        : t("HTTP error {code}", { code: error.code }),
    };
  }
  const title = exceptionTitle(error.exceptionName, t);
  if (!isUserFacing(error)) return { title, message: userMessage(error, t) };
  const [first, second] = error.arguments;
  if (text(first) && text(second)) return { title: text(first)!, message: serverHtml(text(second)!) };
  return { title, message: serverHtml(text(first) ?? error.message) };
}
