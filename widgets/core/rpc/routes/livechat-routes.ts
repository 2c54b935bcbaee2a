// Odoo 17's live chat routes (im_livechat, website_livechat, mail's Discuss
// routes) as the visitor-livechat widget calls them (spec §7.5: the 12-era
// /mail/chat_history and /mail/chat_post are Odoo 17's /discuss/channel/messages
// and /mail/message/post), typed with the fields the widget reads.
// website_livechat_widget checks their params and lets the routes Odoo trusts
// to whoever knows a session's uuid act for its own visitor only.
import * as z from "zod/mini";

const recordId = z.int().check(z.positive(), z.lte(2 ** 31 - 1));
const uuid = z.string().check(z.minLength(1), z.maxLength(50));
/** `[partner id, name]` of the session's operator. */
const operatorPid = z.tuple([recordId, z.string()]);

/** Who wrote a message: an operator or customer (partner), or a visitor (guest); false for none. */
const authorSchema = z.union([
  z.object({ id: z.int(), name: z.string(), type: z.enum(["partner", "guest"]) }),
  z.literal(false),
]);

/** A message as Odoo 17 formats it (message_format), the fields the window shows. */
export const livechatMessageSchema = z.object({
  id: recordId,
  /** HTML, sanitized by Odoo on write (the widget renders it as safe markup only). */
  body: z.string(),
  /** UTC, "2026-11-28 19:36:02". */
  date: z.string(),
  message_type: z.string(),
  author: authorSchema,
});

/**
 * A session: `false` when no operator takes it; without `id`/`uuid` before
 * it is persisted (`persisted: false`: the operator who would answer); with
 * them, the live chat channel, and `guest_token` ("<id>|<token>") for a
 * visitor who is not logged in.
 */
export const livechatSessionSchema = z.union([
  z.literal(false),
  z.object({
    id: z.optional(recordId),
    uuid: z.optional(uuid),
    name: z.string(),
    operator_pid: operatorPid,
    guest_token: z.optional(z.string()),
  }),
]);

export const livechatRoutes = {
  "/im_livechat/init": {
    /** Whether an operator is available for this visitor, and the page's rule (Referer, country). */
    params: z.strictObject({ channel_id: recordId }),
    result: z.object({
      available_for_me: z.boolean(),
      rule: z.object({
        action: z.optional(
          z.enum(["display_button", "display_button_and_text", "auto_popup", "hide_button"]),
        ),
        auto_popup_timer: z.optional(z.int().check(z.gte(0))),
      }),
    }),
  },
  "/im_livechat/get_session": {
    /**
     * `persisted: false` when the window opens (who would answer; nothing
     * created), true at the visitor's first message (the channel, its guest).
     */
    params: z.strictObject({
      channel_id: recordId,
      anonymous_name: z.string().check(z.maxLength(100)),
      previous_operator_id: z.optional(z.nullable(recordId)),
      persisted: z.boolean(),
    }),
    result: livechatSessionSchema,
  },
  "/discuss/channel/messages": {
    /** The session's history, newest first (spec §9.5: up to 100). */
    params: z.strictObject({
      channel_id: recordId,
      limit: z.int().check(z.gte(1), z.lte(100)),
    }),
    result: z.object({ messages: z.array(livechatMessageSchema) }),
  },
  "/mail/message/post": {
    /** The visitor's message: HTML the widget built from their text (escaped, links made). */
    params: z.strictObject({
      thread_model: z.literal("discuss.channel"),
      thread_id: recordId,
      post_data: z.strictObject({
        body: z.string().check(z.minLength(1), z.maxLength(20_000)),
        message_type: z.literal("comment"),
        subtype_xmlid: z.literal("mail.mt_comment"),
      }),
    }),
    result: livechatMessageSchema,
  },
  "/im_livechat/feedback": {
    /** The visitor's rating of their session (5 great, 3 okay, 1 bad with a reason): the rating's id. */
    params: z.strictObject({
      uuid,
      rate: z.int().check(z.gte(1), z.lte(5)),
      reason: z.optional(z.string().check(z.maxLength(2000))),
    }),
    result: z.union([recordId, z.literal(false)]),
  },
  "/im_livechat/history": {
    /** The pages the visitor saw (the history cookie), for the operator who asked (/history). */
    params: z.strictObject({
      pid: recordId,
      channel_uuid: uuid,
      page_history: z.array(z.string().check(z.maxLength(2000))).check(z.maxLength(15)),
    }),
    result: z.literal(true),
  },
  "/im_livechat/visitor_leave_session": {
    /** The visitor ends their session (before rating it). */
    params: z.strictObject({ uuid }),
    result: z.null(),
  },
} as const;
