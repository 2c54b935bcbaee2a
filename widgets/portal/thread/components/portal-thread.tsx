import { useRouteQuery } from "@/core/data/use-query";
import { useTranslate } from "@/core/i18n/use-translate";
import { userMessage } from "@/core/rpc/rpc-errors";
import { Alert } from "@/ui/alert";
import { threadAccess, useThread } from "../hooks/use-thread";
import type { PortalThreadProps } from "../portal-thread-props";
import { threadPager } from "../utils/thread-pager";
import { RatingCard } from "./rating-card";
import { ThreadComposer, type PostedThread } from "./thread-composer";
import { ThreadLoginPrompt } from "./thread-login-prompt";
import { ThreadMessage } from "./thread-message";
import { ThreadPager } from "./thread-pager";

/**
 * A record's discussion (spec §2.3): the rating card where the page shows
 * ratings, the counter, the composer when Odoo lets the visitor post (else,
 * as Odoo's chatter, the way to log in), the messages and the pager.
 */
export function PortalThread(props: PortalThreadProps) {
  const t = useTranslate();
  const thread = useThread(props);
  const stats = useRouteQuery("/portal/thread/rating_stats", threadAccess(props), {
    enabled: props.displayRating,
  });
  const pager = threadPager(thread.messageCount, thread.page, props.pagerStep);

  function posted(answer: PostedThread | undefined): void {
    thread.showFirstPage(answer);
    if (answer?.rating_stats) stats.setData(answer.rating_stats);
    else if (!answer && props.displayRating) stats.reload();
  }

  return (
    <section
      className="weekbox-portal-thread"
      data-two-columns={props.twoColumns ? "" : undefined}
      aria-label={t("Discussion")}
      aria-busy={thread.isLoading || undefined}
    >
      <div className="weekbox-thread-side">
        {props.displayRating && stats.data && (
          <RatingCard stats={stats.data} selected={thread.ratingFilter} onSelect={thread.filterByRating} />
        )}
        <p className="weekbox-thread-counter" data-testid="thread-counter" aria-live="polite">
          {thread.options === null
            ? ""
            : thread.messageCount === 0
              ? t("There are no comments for now.")
              : thread.messageCount === 1
                ? t("1 comment")
                : t("{n} comments", { n: thread.messageCount })}
        </p>
        {thread.options?.displayComposer && <ThreadComposer thread={props} onPosted={posted} />}
        {thread.options && !thread.options.displayComposer && props.allowComposer && <ThreadLoginPrompt />}
      </div>
      <div className="weekbox-thread-main">
        {thread.error !== undefined && <Alert tone="error">{userMessage(thread.error, t)}</Alert>}
        <ol className="weekbox-thread-messages" aria-label={t("Messages")}>
          {thread.messages.map((message) => (
            <ThreadMessage key={message.id} message={message} showRating={props.displayRating} />
          ))}
        </ol>
        <ThreadPager pager={pager} onPage={thread.goToPage} />
      </div>
    </section>
  );
}
