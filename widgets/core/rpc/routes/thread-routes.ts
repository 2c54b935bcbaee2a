// Routes of a record's discussion thread (spec §2.3, §3.1, §7.1): Odoo 17's
// own portal chatter routes, typed with the params the portal-thread widget
// sends and the fields it reads, and website_portal_thread's rating stats,
// which Odoo 17 never returns.
import * as z from "zod/mini";
import { modelName } from "@/core/rpc/routes/model-name";

const id = z.int().check(z.positive());
/** A document's access token, or a partner's signed token (`hash` with `pid`). */
const token = z.string().check(z.minLength(1), z.maxLength(200));
/** The messages of one star value only (`[["rating_value", "=", n]]`), or all. */
const ratingDomain = z.array(
  z.tuple([z.literal("rating_value"), z.literal("="), z.int().check(z.gte(1), z.lte(5))]),
);

/** Which thread and who reads it: the params every thread route takes. */
const threadAccess = {
  res_model: modelName,
  res_id: id,
  token: z.optional(token),
  hash: z.optional(token),
  pid: z.optional(id),
};

const fetchParams = {
  ...threadAccess,
  domain: z.optional(ratingDomain),
  limit: z.int().check(z.gte(1), z.lte(100)),
  offset: z.optional(z.int().check(z.gte(0))),
  /** Per-message ratings (`rating_value`), for a thread that shows ratings. */
  rating_include: z.optional(z.boolean()),
};

/** An attached file, downloaded with its own access token. */
export const threadAttachmentSchema = z.object({
  id,
  name: z.string(),
  filename: z.optional(z.string()),
  mimetype: z.string(),
  access_token: z.union([z.string(), z.literal(false)]),
});

/** A message as portal's portal_message_format gives it. */
export const threadMessageSchema = z.object({
  id,
  /** Server HTML (mail.message.body, sanitized by Odoo). */
  body: z.string(),
  /** UTC, "YYYY-MM-DD HH:MM:SS". */
  date: z.string(),
  author_id: z.union([z.tuple([z.int(), z.string()]), z.literal(false)]),
  /** The author's avatar, with the token of the page when there is one. */
  author_avatar_url: z.string(),
  attachment_ids: z.array(threadAttachmentSchema),
  /** With rating_include: the message's rating (0 when none). */
  rating_value: z.optional(z.union([z.number(), z.literal(false)])),
});

const messageListSchema = z.array(threadMessageSchema);

const ratingStatsSchema = z.object({
  avg: z.number().check(z.gte(0), z.lte(5)),
  total: z.int().check(z.gte(0)),
  percent: z.record(z.string(), z.number().check(z.gte(0), z.lte(100))),
});

export const threadRoutes = {
  "/mail/chatter_init": {
    /** portal's first call of a thread: its first page and what the visitor may do. */
    params: z.strictObject({ ...fetchParams, allow_composer: z.boolean() }),
    result: z.object({
      messages: messageListSchema,
      options: z.object({
        message_count: z.int().check(z.gte(0)),
        is_user_public: z.boolean(),
        is_user_publisher: z.boolean(),
        /** Odoo answers the token itself (a string) for "yes" to a visitor with a token. */
        display_composer: z.union([z.boolean(), z.string()]),
      }),
    }),
  },
  "/mail/chatter_fetch": {
    /** One page of a thread (optionally of one star value). A wrong token is refused (Forbidden). */
    params: z.strictObject(fetchParams),
    result: z.object({ messages: messageListSchema, message_count: z.int().check(z.gte(0)) }),
  },
  "/mail/chatter_post": {
    /**
     * Posts `message` (plain text) with the uploaded attachments and, on a
     * thread with ratings, a star value. Answers null when there is nothing
     * to post.
     */
    params: z.strictObject({
      ...threadAccess,
      message: z.string().check(z.maxLength(10000)),
      attachment_ids: z.optional(z.array(id).check(z.maxLength(20))),
      attachment_tokens: z.optional(z.array(z.string()).check(z.maxLength(20))),
      rating_value: z.optional(z.int().check(z.gte(1), z.lte(5))),
      /**
       * website_portal_thread: the answer also holds the thread's first page
       * after the post (of `limit` messages, with their ratings when
       * `rating_include`, then with the rating stats too), so a post is one call.
       */
      weekbox_thread: z.optional(
        z.strictObject({ limit: fetchParams.limit, rating_include: fetchParams.rating_include }),
      ),
    }),
    result: z.nullable(
      z.object({
        default_message_id: id,
        weekbox_thread: z.optional(
          z.object({
            messages: messageListSchema,
            message_count: z.int().check(z.gte(0)),
            rating_stats: z.optional(ratingStatsSchema),
          }),
        ),
      }),
    ),
  },
  "/portal/attachment/remove": {
    /** Drops an uploaded attachment not posted yet. */
    params: z.strictObject({ attachment_id: id, access_token: z.string() }),
    result: z.boolean(),
  },
  "/portal/thread/rating_stats": {
    /**
     * website_portal_thread: the record's rating statistics (rating_get_stats),
     * with /mail/chatter_fetch's access checks. `percent` is keyed by star value.
     */
    params: z.strictObject(threadAccess),
    result: ratingStatsSchema,
  },
} as const;
