import { GROUP_WITHIN_MS } from "./chat-timing";

/** A message as the window shows it. */
export type ChatMessage = {
  /** The server's id; a negative one while the visitor's message is on its way. */
  id: number;
  /** Sanitized HTML (the server's, or what the window built from the visitor's text). */
  body: string;
  /** Epoch milliseconds. */
  at: number;
  /** "partner-3", "guest-12"; null for the operator's welcome and for notes (someone left, a rating). */
  authorKey: string | null;
  authorName: string;
  isNote: boolean;
  pending?: boolean;
  failed?: boolean;
};

export type MessageGroup = {
  key: string;
  authorKey: string | null;
  authorName: string;
  at: number;
  messages: ChatMessage[];
};

/**
 * Consecutive messages of one author, each less than GROUP_WITHIN_MS after
 * the one before, form a group (spec §2.9, §9.5); a note is a group of its own.
 */
export function groupMessages(messages: ChatMessage[]): MessageGroup[] {
  const groups: MessageGroup[] = [];
  let previous: ChatMessage | undefined;
  for (const message of messages) {
    const group = groups.at(-1);
    const joins =
      group !== undefined &&
      previous !== undefined &&
      !message.isNote &&
      !previous.isNote &&
      message.authorKey === previous.authorKey &&
      message.at - previous.at < GROUP_WITHIN_MS;
    if (joins) group.messages.push(message);
    else {
      groups.push({
        key: `g${message.id}`,
        authorKey: message.authorKey,
        authorName: message.authorName,
        at: message.at,
        messages: [message],
      });
    }
    previous = message;
  }
  return groups;
}
