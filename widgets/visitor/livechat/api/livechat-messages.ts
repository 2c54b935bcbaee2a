import type * as v from "valibot";
import type { Translate } from "@/core/i18n/translate";
import { parseServerInstant } from "@/core/format/format-date";
import { isAbort, isUserFacing } from "@/core/rpc/rpc-errors";
import type { livechatMessageSchema } from "@/core/rpc/routes/livechat-routes";
import type { ChatMessage } from "../utils/message-groups";
import type { LivechatSession } from "../utils/livechat-session";

export type ServerMessage = v.InferOutput<typeof livechatMessageSchema>;

/**
 * A message of the session as the window shows it: the operator under the
 * name the session gives them, a visitor without an account as 'Visitor'
 * (spec §2.9), anything that is not a comment (someone left, a rating) as a note.
 */
export function toChatMessage(message: ServerMessage, session: LivechatSession, t: Translate): ChatMessage {
  const author = message.author;
  const authorKey = author ? `${author.type}-${author.id}` : null;
  const isOperator = authorKey === `partner-${session.operator[0]}`;
  return {
    id: message.id,
    body: message.body,
    at: parseServerInstant(message.date),
    authorKey,
    authorName: isOperator
      ? session.operator[1]
      : author && author.type === "guest"
        ? t("Visitor")
        : author
          ? author.name
          : "",
    isNote: message.message_type !== "comment" || !author,
  };
}

/** `messages` with `incoming` added (an id once), the server's in order, the visitor's on their way last. */
export function mergeMessages(messages: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byId = new Map(messages.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  const all = [...byId.values()];
  return [
    ...all.filter((message) => message.id > 0).sort((a, b) => a.id - b.id),
    ...all.filter((message) => message.id <= 0).sort((a, b) => a.at - b.at),
  ];
}

/**
 * Runs `call`, and once more if it failed on its way (spec §7.5: a message
 * that could not be sent is retried once); a refusal of the server is final.
 */
export async function retriedOnce<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isUserFacing(error) || isAbort(error)) throw error;
    return call();
  }
}
