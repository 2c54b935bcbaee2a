// Odoo 17's newsletter and mailing subscription routes (website_mass_mailing,
// mass_mailing) as the visitor widgets call them. Spec §7.5's 12-era calls
// differ: /website_mass_mailing/is_subscriber and /subscribe renamed their
// params and answers (subscription_type, value, toasts), and the unsubscribe
// page's /mail/mailing/unsubscribe (opt-in and opt-out sets) is Odoo 17's
// /mailing/list/update, which website_mass_mailing_widget extends with the
// opt-out set. website_mass_mailing_widget checks their params, limits
// subscriptions per visitor and checks the unsubscribe link's token.
import * as z from "zod/mini";

const recordId = z.int().check(z.positive(), z.lte(2 ** 31 - 1));
const listIds = z.array(recordId).check(z.maxLength(100));

/** Who a mailing's unsubscribe link is for: its mailing, document, e-mail and token (none on /mailing/my). */
const recipient = {
  mailing_id: z.nullable(recordId),
  document_id: z.nullable(recordId),
  email: z.nullable(z.string().check(z.maxLength(254))),
  hash_token: z.nullable(z.string().check(z.maxLength(200))),
};

export const newsletterRoutes = {
  "/website_mass_mailing/is_subscriber": {
    /** Whether the visitor (logged in, or who subscribed in this session) is on the list, and their e-mail. */
    params: z.strictObject({ list_id: recordId, subscription_type: z.literal("email") }),
    result: z.object({
      is_subscriber: z.boolean(),
      value: z.union([z.string(), z.literal(false), z.null()]),
    }),
  },
  "/website_mass_mailing/subscribe": {
    /** Subscribes `value` to the list: Odoo's toast, its type and text. */
    params: z.strictObject({
      list_id: recordId,
      value: z.string().check(z.maxLength(254)),
      subscription_type: z.literal("email"),
      recaptcha_token_response: z.optional(z.string().check(z.maxLength(4000))),
    }),
    result: z.object({
      toast_type: z.enum(["success", "danger", "warning", "info"]),
      toast_content: z.string(),
    }),
  },
  "/mailing/list/update": {
    /**
     * The lists the recipient keeps or joins (opt-in) and leaves (opt-out);
     * the unsubscribe link's token on every call. Odoo's answer: the number
     * of lists left, or "error" / "unauthorized" (a bad or missing token).
     */
    params: z.strictObject({
      ...recipient,
      lists_optin_ids: listIds,
      lists_optout_ids: listIds,
    }),
    result: z.union([z.int().check(z.gte(0)), z.enum(["error", "unauthorized"])]),
  },
  "/mailing/blocklist/add": {
    /** A mailing sent to documents, not lists: the recipient's address is blocklisted. */
    params: z.strictObject(recipient),
    result: z.union([z.literal(true), z.enum(["error", "unauthorized"])]),
  },
} as const;
