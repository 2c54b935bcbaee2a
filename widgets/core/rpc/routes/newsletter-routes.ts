// Odoo 17's newsletter and mailing subscription routes (website_mass_mailing,
// mass_mailing) as the visitor widgets call them. Spec §7.5's 12-era calls
// differ: /website_mass_mailing/is_subscriber and /subscribe renamed their
// params and answers (subscription_type, value, toasts), and the unsubscribe
// page's /mail/mailing/unsubscribe (opt-in and opt-out sets) is Odoo 17's
// /mailing/list/update, which website_mass_mailing_widget extends with the
// opt-out set. website_mass_mailing_widget checks their params, limits
// subscriptions per visitor and checks the unsubscribe link's token.
import * as v from "valibot";
import { int, positiveInt } from "@/core/rpc/routes/int-schema";

const recordId = v.pipe(positiveInt(), v.maxValue(2 ** 31 - 1));
const listIds = v.pipe(v.array(recordId), v.maxLength(100));

/** Who a mailing's unsubscribe link is for: its mailing, document, e-mail and token (none on /mailing/my). */
const recipient = {
  mailing_id: v.nullable(recordId),
  document_id: v.nullable(recordId),
  email: v.nullable(v.pipe(v.string(), v.maxLength(254))),
  hash_token: v.nullable(v.pipe(v.string(), v.maxLength(200))),
};

export const newsletterRoutes = {
  "/website_mass_mailing/is_subscriber": {
    /** Whether the visitor (logged in, or who subscribed in this session) is on the list, and their e-mail. */
    params: v.strictObject({ list_id: recordId, subscription_type: v.literal("email") }),
    result: v.object({
      is_subscriber: v.boolean(),
      value: v.union([v.string(), v.literal(false), v.null()]),
    }),
  },
  "/website_mass_mailing/subscribe": {
    /** Subscribes `value` to the list: Odoo's toast, its type and text. */
    params: v.strictObject({
      list_id: recordId,
      value: v.pipe(v.string(), v.maxLength(254)),
      subscription_type: v.literal("email"),
      recaptcha_token_response: v.optional(v.pipe(v.string(), v.maxLength(4000))),
    }),
    result: v.object({
      toast_type: v.picklist(["success", "danger", "warning", "info"]),
      toast_content: v.string(),
    }),
  },
  "/mailing/list/update": {
    /**
     * The lists the recipient keeps or joins (opt-in) and leaves (opt-out);
     * the unsubscribe link's token on every call. Odoo's answer: the number
     * of lists left, or "error" / "unauthorized" (a bad or missing token).
     */
    params: v.strictObject({
      ...recipient,
      lists_optin_ids: listIds,
      lists_optout_ids: listIds,
    }),
    result: v.union([v.pipe(int(), v.minValue(0)), v.picklist(["error", "unauthorized"])]),
  },
  "/mailing/blocklist/add": {
    /** A mailing sent to documents, not lists: the recipient's address is blocklisted. */
    params: v.strictObject(recipient),
    result: v.union([v.literal(true), v.picklist(["error", "unauthorized"])]),
  },
} as const;
