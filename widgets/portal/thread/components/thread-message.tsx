import { useMemo } from "react";
import { formatDate } from "@/core/format/format-date";
import { useTranslate } from "@/core/i18n/use-translate";
import { useTranslations } from "@/core/i18n/use-translations";
import { serverHtml } from "@/ui/server-html";
import type { ThreadMessage as Message } from "../hooks/use-thread";
import { StarRating } from "./star-rating";

const PUBLISHED_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" };

export type ThreadMessageProps = {
  message: Message;
  showRating: boolean;
};

/** Where an attachment downloads: Odoo's /web/content with the attachment's own token. */
export function attachmentUrl(attachment: Message["attachment_ids"][number]): string {
  const query = new URLSearchParams({ download: "true" });
  if (attachment.access_token) query.set("access_token", attachment.access_token);
  return `/web/content/${attachment.id}?${query.toString()}`;
}

/** One message: its author (avatar and name), date in the visitor's language, rating, text and files. */
export function ThreadMessage({ message, showRating }: ThreadMessageProps) {
  const t = useTranslate();
  const { lang } = useTranslations();
  const body = useMemo(() => serverHtml(message.body), [message.body]);
  const author = message.author_id ? message.author_id[1] : t("Visitor");
  const rating = typeof message.rating_value === "number" ? message.rating_value : 0;
  return (
    <li className="weekbox-thread-message" data-message-id={message.id}>
      <img className="weekbox-thread-avatar" src={message.author_avatar_url} alt="" width={50} height={50} />
      <div className="weekbox-thread-message-content">
        <p className="weekbox-thread-message-meta">
          <strong className="weekbox-thread-author">{author}</strong>{" "}
          <time dateTime={message.date.replace(" ", "T") + "Z"} className="weekbox-thread-date">
            {t("Published on {date}", { date: formatDate(message.date, lang, { format: PUBLISHED_FORMAT }) })}
          </time>
        </p>
        {showRating && rating > 0 && <StarRating value={rating} />}
        <div className="weekbox-thread-body">{body}</div>
        {message.attachment_ids.length > 0 && (
          <ul className="weekbox-thread-attachments" aria-label={t("Attachments")}>
            {message.attachment_ids.map((attachment) => (
              <li key={attachment.id}>
                <a href={attachmentUrl(attachment)} className="o_no_wait_lazy_js">
                  {attachment.filename || attachment.name}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}
