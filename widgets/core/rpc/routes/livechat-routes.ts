// Odoo 17's live chat routes (im_livechat, website_livechat, mail's Discuss
// routes) as the visitor-livechat widget calls them (spec §7.5: the 12-era
// /mail/chat_history and /mail/chat_post are Odoo 17's /discuss/channel/messages
// and /mail/message/post), typed with the fields the widget reads.
// website_livechat_widget checks their params and lets the routes Odoo trusts
// to whoever knows a session's uuid act for its own visitor only.
import * as v from "valibot";
import { int, positiveInt } from "@/core/rpc/routes/int-schema";

const recordId = v.pipe(positiveInt(), v.maxValue(2 ** 31 - 1));
const uuid = v.pipe(v.string(), v.minLength(1), v.maxLength(50));
/** `[partner id, name]` of the session's operator. */
const operatorPid = v.tuple([recordId, v.string()]);

/** Who wrote a message: an operator or customer (partner), or a visitor (guest); false for none. */
const authorSchema = v.union([
  v.object({ id: int(), name: v.string(), type: v.picklist(["partner", "guest"]) }),
  v.literal(false),
]);

/** A message as Odoo 17 formats it (message_format), the fields the window shows. */
export const livechatMessageSchema = v.object({
  id: recordId,
  /** HTML, sanitized by Odoo on write (the widget renders it as safe markup only). */
  body: v.string(),
  /** UTC, "2026-11-28 19:36:02". */
  date: v.string(),
  message_type: v.string(),
  author: authorSchema,
});

/**
 * A session: `false` when no operator takes it; without `id`/`uuid` before
 * it is persisted (`persisted: false`: the operator who would answer); with
 * them, the live chat channel, and `guest_token` ("<id>|<token>") for a
 * visitor who is not logged in.
 */
export const livechatSessionSchema = v.union([
  v.literal(false),
  v.object({
    id: v.optional(recordId),
    uuid: v.optional(uuid),
    name: v.string(),
    operator_pid: operatorPid,
    guest_token: v.optional(v.string()),
  }),
]);

export const livechatRoutes = {
  "/im_livechat/init": {
    /** Whether an operator is available for this visitor, and the page's rule (Referer, country). */
    params: v.strictObject({ channel_id: recordId }),
    result: v.object({
      available_for_me: v.boolean(),
      rule: v.object({
        action: v.optional(
          v.picklist(["display_button", "display_button_and_text", "auto_popup", "hide_button"]),
        ),
        auto_popup_timer: v.optional(v.pipe(int(), v.minValue(0))),
      }),
    }),
  },
  "/im_livechat/get_session": {
    /**
     * `persisted: false` when the window opens (who would answer; nothing
     * created), true at the visitor's first message (the channel, its guest).
     */
    params: v.strictObject({
      channel_id: recordId,
      anonymous_name: v.pipe(v.string(), v.maxLength(100)),
      previous_operator_id: v.optional(v.nullable(recordId)),
      persisted: v.boolean(),
    }),
    result: livechatSessionSchema,
  },
  "/discuss/channel/messages": {
    /** The session's history, newest first (spec §9.5: up to 100). */
    params: v.strictObject({
      channel_id: recordId,
      limit: v.pipe(positiveInt(), v.maxValue(100)),
    }),
    result: v.object({ messages: v.array(livechatMessageSchema) }),
  },
  "/mail/message/post": {
    /** The visitor's message: HTML the widget built from their text (escaped, links made). */
    params: v.strictObject({
      thread_model: v.literal("discuss.channel"),
      thread_id: recordId,
      post_data: v.strictObject({
        body: v.pipe(v.string(), v.minLength(1), v.maxLength(20_000)),
        message_type: v.literal("comment"),
        subtype_xmlid: v.literal("mail.mt_comment"),
      }),
    }),
    result: livechatMessageSchema,
  },
  "/im_livechat/feedback": {
    /** The visitor's rating of their session (5 great, 3 okay, 1 bad with a reason): the rating's id. */
    params: v.strictObject({
      uuid,
      rate: v.pipe(positiveInt(), v.maxValue(5)),
      reason: v.optional(v.pipe(v.string(), v.maxLength(2000))),
    }),
    result: v.union([recordId, v.literal(false)]),
  },
  "/im_livechat/history": {
    /** The pages the visitor saw (the history cookie), for the operator who asked (/history). */
    params: v.strictObject({
      pid: recordId,
      channel_uuid: uuid,
      page_history: v.pipe(v.array(v.pipe(v.string(), v.maxLength(2000))), v.maxLength(15)),
    }),
    result: v.literal(true),
  },
  "/im_livechat/visitor_leave_session": {
    /** The visitor ends their session (before rating it). */
    params: v.strictObject({ uuid }),
    result: v.null(),
  },
} as const;
