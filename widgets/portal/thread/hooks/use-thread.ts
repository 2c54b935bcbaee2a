import { useCallback, useMemo, useState } from "react";
import { useRouteQuery } from "@/core/data/use-query";
import type { RouteParams, RouteResult } from "@/core/rpc/route-map";
import type { PortalThreadProps } from "../portal-thread-props";
import type { StarValue } from "../utils/rating-labels";

export type ThreadMessage = RouteResult<"/mail/chatter_fetch">["messages"][number];

export type ThreadOptions = {
  displayComposer: boolean;
  isUserPublic: boolean;
};

export type ThreadState = {
  messages: ThreadMessage[];
  messageCount: number;
  /** Null until /mail/chatter_init answered. */
  options: ThreadOptions | null;
  page: number;
  /** The star value the messages are filtered to, or null for all. */
  ratingFilter: StarValue | null;
  isLoading: boolean;
  error: unknown;
  goToPage: (page: number) => void;
  filterByRating: (value: StarValue | null) => void;
  /**
   * Shows page 1 of every message again: `page` as /mail/chatter_post
   * answered it, or as the server has it now when the answer holds none.
   */
  showFirstPage: (page: Page | undefined) => void;
};

type View = { page: number; ratingFilter: StarValue | null };
type Page = { messages: ThreadMessage[]; message_count: number };

/** Who reads the thread, as every thread route takes it. */
export function threadAccess(props: PortalThreadProps): RouteParams<"/portal/thread/rating_stats"> {
  return {
    res_model: props.resModel,
    res_id: props.resId,
    ...(props.token ? { token: props.token } : {}),
    ...(props.hash && props.pid ? { hash: props.hash, pid: props.pid } : {}),
  };
}

/** What /mail/chatter_post is asked to answer besides: the first page as the thread shows it. */
export function threadAfterPost(
  props: PortalThreadProps,
): RouteParams<"/mail/chatter_post">["weekbox_thread"] {
  return { limit: props.pagerStep, ...(props.displayRating ? { rating_include: true } : {}) };
}

/**
 * The thread's messages, one page (of one star value) at a time: the first
 * page with the visitor's options from /mail/chatter_init, the others from
 * /mail/chatter_fetch, one call per page or filter change. The page shown
 * stays until the next one arrives.
 */
export function useThread(props: PortalThreadProps): ThreadState {
  const [view, setView] = useState<View>({ page: 1, ratingFilter: null });
  const access = threadAccess(props);
  const rating = props.displayRating ? { rating_include: true } : {};
  const init = useRouteQuery("/mail/chatter_init", {
    ...access,
    limit: props.pagerStep,
    offset: 0,
    allow_composer: props.allowComposer,
    ...rating,
  });
  const isFirstView = view.page === 1 && view.ratingFilter === null;
  const fetched = useRouteQuery(
    "/mail/chatter_fetch",
    {
      ...access,
      limit: props.pagerStep,
      offset: (view.page - 1) * props.pagerStep,
      ...(view.ratingFilter ? { domain: [["rating_value", "=", view.ratingFilter]] } : {}),
      ...rating,
    },
    { enabled: !isFirstView && init.data !== undefined },
  );

  const options = useMemo<ThreadOptions | null>(
    () =>
      init.data
        ? {
            displayComposer: Boolean(init.data.options.display_composer),
            isUserPublic: init.data.options.is_user_public,
          }
        : null,
    [init.data],
  );
  const firstPage = useMemo<Page | undefined>(
    () => init.data && { messages: init.data.messages, message_count: init.data.options.message_count },
    [init.data],
  );
  const current = isFirstView ? firstPage : fetched.data;
  const [shown, setShown] = useState<Page>({ messages: [], message_count: 0 });
  if (current && current !== shown) setShown(current);

  const goToPage = useCallback((page: number) => setView((state) => ({ ...state, page })), []);
  const filterByRating = useCallback(
    (ratingFilter: StarValue | null) => setView((state) => ({ ...state, ratingFilter, page: 1 })),
    [],
  );
  const { data: initData, setData: setInitData, reload: reloadInit } = init;
  const showFirstPage = useCallback(
    (page: Page | undefined) => {
      setView({ page: 1, ratingFilter: null });
      // The first page is chatter_init's answer: the post's answer replaces its messages, not the visitor's options.
      if (page && initData) {
        setInitData({
          messages: page.messages,
          options: { ...initData.options, message_count: page.message_count },
        });
      } else {
        reloadInit();
      }
    },
    [initData, setInitData, reloadInit],
  );

  const error = isFirstView ? init.error : (init.error ?? fetched.error);
  return {
    messages: (current ?? shown).messages,
    messageCount: (current ?? shown).message_count,
    options,
    page: view.page,
    ratingFilter: view.ratingFilter,
    isLoading: isFirstView ? init.isLoading : fetched.isLoading,
    error,
    goToPage,
    filterByRating,
    showFirstPage,
  };
}
