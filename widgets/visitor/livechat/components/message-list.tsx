import { useEffect, useRef } from "react";
import { toBcp47 } from "@/core/i18n/locale-codes";
import { useTranslate } from "@/core/i18n/use-translate";
import { getPageConfig } from "@/core/page/page-config";
import { serverHtml } from "@/ui/server-html";
import { groupMessages, type ChatMessage } from "../utils/message-groups";
import { messageTime } from "../utils/message-time";

export type MessageListProps = {
  messages: ChatMessage[];
  /** The clock the timestamps are read against (refreshed every minute). */
  now: number;
  /** The channel's welcome, from the operator, above every session's messages. */
  welcome: { author: string; body: string } | null;
  /** The operator's `authorKey`: their groups on one side, the visitor's on the other. */
  operatorKey: string;
  label: string;
};

/**
 * The session's messages, grouped by author within 60 s (one name and time
 * per group), newest at the bottom and kept in view. Their HTML is rendered
 * as safe markup only (ui/server-html.tsx): nothing in a message runs.
 */
export function MessageList({ messages, now, welcome, operatorKey, label }: MessageListProps) {
  const t = useTranslate();
  const locale = toBcp47(getPageConfig().lang);
  const log = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages.length]);
  return (
    <div ref={log} role="log" aria-label={label} className="weekbox-livechat-messages">
      {welcome && (
        <div className="weekbox-livechat-group" data-author="operator">
          <p className="weekbox-livechat-author">{welcome.author}</p>
          <p className="weekbox-livechat-message">{welcome.body}</p>
        </div>
      )}
      {groupMessages(messages).map((group) =>
        group.messages[0]?.isNote ? (
          <div key={group.key} className="weekbox-livechat-note">
            {serverHtml(group.messages[0].body)}
          </div>
        ) : (
          <div
            key={group.key}
            className="weekbox-livechat-group"
            data-author={group.authorKey === operatorKey ? "operator" : "visitor"}
          >
            <p className="weekbox-livechat-author">
              {group.authorName}{" "}
              <time className="weekbox-livechat-time" dateTime={new Date(group.at).toISOString()}>
                {messageTime(group.at, now, t, locale)}
              </time>
            </p>
            {group.messages.map((message) => (
              <div
                key={message.id}
                className="weekbox-livechat-message"
                aria-busy={message.pending || undefined}
              >
                {serverHtml(message.body)}
              </div>
            ))}
          </div>
        ),
      )}
    </div>
  );
}
