// Routes of a record's discussion thread (spec §2.3, §3.1, §7.1): Odoo 17's
// own portal chatter routes, typed with the params the portal-thread widget
// sends and the fields it reads, and website_portal_thread's rating stats,
// which Odoo 17 never returns.
import * as v from "valibot";
import { int, positiveInt } from "@/core/rpc/routes/int-schema";
import { modelName } from "@/core/rpc/routes/model-name";

const id = positiveInt();
/** A document's access token, or a partner's signed token (`hash` with `pid`). */
const token = v.pipe(v.string(), v.minLength(1), v.maxLength(200));
/** The messages of one star value only (`[["rating_value", "=", n]]`), or all. */
const ratingDomain = v.array(
  v.tuple([v.literal("rating_value"), v.literal("="), v.pipe(positiveInt(), v.maxValue(5))]),
);

/** Which thread and who reads it: the params every thread route takes. */
const threadAccess = {
  res_model: modelName,
  res_id: id,
  token: v.optional(token),
  hash: v.optional(token),
  pid: v.optional(id),
};

const fetchParams = {
  ...threadAccess,
  domain: v.optional(ratingDomain),
  limit: v.pipe(positiveInt(), v.maxValue(100)),
  offset: v.optional(v.pipe(int(), v.minValue(0))),
  /** Per-message ratings (`rating_value`), for a thread that shows ratings. */
  rating_include: v.optional(v.boolean()),
};

/** An attached file, downloaded with its own access token. */
export const threadAttachmentSchema = v.object({
  id,
  name: v.string(),
  filename: v.optional(v.string()),
  mimetype: v.string(),
  access_token: v.union([v.string(), v.literal(false)]),
});

/** A message as portal's portal_message_format gives it. */
export const threadMessageSchema = v.object({
  id,
  /** Server HTML (mail.message.body, sanitized by Odoo). */
  body: v.string(),
  /** UTC, "YYYY-MM-DD HH:MM:SS". */
  date: v.string(),
  author_id: v.union([v.tuple([int(), v.string()]), v.literal(false)]),
  /** The author's avatar, with the token of the page when there is one. */
  author_avatar_url: v.string(),
  attachment_ids: v.array(threadAttachmentSchema),
  /** With rating_include: the message's rating (0 when none). */
  rating_value: v.optional(v.union([v.number(), v.literal(false)])),
});

const messageListSchema = v.array(threadMessageSchema);

const ratingStatsSchema = v.object({
  avg: v.pipe(v.number(), v.minValue(0), v.maxValue(5)),
  total: v.pipe(int(), v.minValue(0)),
  percent: v.record(v.string(), v.pipe(v.number(), v.minValue(0), v.maxValue(100))),
});

export const threadRoutes = {
  "/mail/chatter_init": {
    /** portal's first call of a thread: its first page and what the visitor may do. */
    params: v.strictObject({ ...fetchParams, allow_composer: v.boolean() }),
    result: v.object({
      messages: messageListSchema,
      options: v.object({
        message_count: v.pipe(int(), v.minValue(0)),
        is_user_public: v.boolean(),
        is_user_publisher: v.boolean(),
        /** Odoo answers the token itself (a string) for "yes" to a visitor with a token. */
        display_composer: v.union([v.boolean(), v.string()]),
      }),
    }),
  },
  "/mail/chatter_fetch": {
    /** One page of a thread (optionally of one star value). A wrong token is refused (Forbidden). */
    params: v.strictObject(fetchParams),
    result: v.object({ messages: messageListSchema, message_count: v.pipe(int(), v.minValue(0)) }),
  },
  "/mail/chatter_post": {
    /**
     * Posts `message` (plain text) with the uploaded attachments and, on a
     * thread with ratings, a star value. Answers null when there is nothing
     * to post.
     */
    params: v.strictObject({
      ...threadAccess,
      message: v.pipe(v.string(), v.maxLength(10000)),
      attachment_ids: v.optional(v.pipe(v.array(id), v.maxLength(20))),
      attachment_tokens: v.optional(v.pipe(v.array(v.string()), v.maxLength(20))),
      rating_value: v.optional(v.pipe(positiveInt(), v.maxValue(5))),
      /**
       * website_portal_thread: the answer also holds the thread's first page
       * after the post (of `limit` messages, with their ratings when
       * `rating_include`, then with the rating stats too), so a post is one call.
       */
      weekbox_thread: v.optional(
        v.strictObject({ limit: fetchParams.limit, rating_include: fetchParams.rating_include }),
      ),
    }),
    result: v.nullable(
      v.object({
        default_message_id: id,
        weekbox_thread: v.optional(
          v.object({
            messages: messageListSchema,
            message_count: v.pipe(int(), v.minValue(0)),
            rating_stats: v.optional(ratingStatsSchema),
          }),
        ),
      }),
    ),
  },
  "/portal/attachment/remove": {
    /** Drops an uploaded attachment not posted yet. */
    params: v.strictObject({ attachment_id: id, access_token: v.string() }),
    result: v.boolean(),
  },
  "/portal/thread/rating_stats": {
    /**
     * website_portal_thread: the record's rating statistics (rating_get_stats),
     * with /mail/chatter_fetch's access checks. `percent` is keyed by star value.
     */
    params: v.strictObject(threadAccess),
    result: ratingStatsSchema,
  },
} as const;
