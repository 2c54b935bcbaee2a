// The live chat window's chunk: loaded when the window first shows.
import * as v from "valibot";
import "../livechat-window.css";
// It calls as it opens: its routes' schemas and the client come with its chunk.
import "@/core/rpc/route-map-visitor";
import "@/core/rpc/rpc-client";
import { useCallback, useEffect, useId, useRef, useState, type CSSProperties } from "react";
import { useRpcClient } from "@/core/data/rpc-client-context";
import { useTranslate } from "@/core/i18n/use-translate";
import { readOdooSessionInfo } from "@/core/page/odoo-session-info";
import { isAbort, userMessage } from "@/core/rpc/rpc-errors";
import { livechatMessageSchema } from "@/core/rpc/routes/livechat-routes";
import { mergeMessages, retriedOnce, toChatMessage } from "../api/livechat-messages";
import type { BusNotification } from "../bus/bus-socket";
import { useClock } from "../hooks/use-clock";
import { useLivechatBus } from "../hooks/use-livechat-bus";
import type { LivechatProps } from "../livechat-props";
import { HISTORY_MESSAGES, WINDOW_HEIGHT_FOLDED, WINDOW_HEIGHT_OPEN } from "../utils/chat-timing";
import { readCookie, readHistory, SESSION_COOKIE } from "../utils/livechat-cookies";
import { readSession, writeSession, type LivechatSession } from "../utils/livechat-session";
import type { ChatMessage } from "../utils/message-groups";
import { textToHtml } from "../utils/text-to-html";
import { Composer } from "./composer";
import { MessageList } from "./message-list";
import { RatingPanel } from "./rating-panel";

export type LivechatWindowProps = LivechatProps & {
  /** The visitor opened it (focus goes to the message field), not the page (a restored session, the auto-popup). */
  takeFocus: boolean;
  onClose: () => void;
};

type Phase = "starting" | "unavailable" | "chat" | "rating";

let pendingIds = 0;

/**
 * The chat window (spec §2.9, §4.5, §5.5, §9.5): 400 px open, 34 px folded,
 * the state kept in the session cookie. Opening asks Odoo who would answer
 * (nothing is created until the visitor's first message); a persisted
 * session's history (up to 100 messages) loads at once; the operator's
 * replies come over the bus. Ending a persisted session asks for a rating.
 */
export default function LivechatWindow(props: LivechatWindowProps) {
  const { channelId } = props;
  const t = useTranslate();
  const [uid] = useState(() => readOdooSessionInfo().userId);
  const [session, setSession] = useState(() => readSession(uid));
  /** Keeps the session (the cookie, for an hour) or forgets it (null). */
  const onSession = useCallback((next: LivechatSession | null) => {
    writeSession(next);
    setSession(next);
  }, []);
  /** The session as the cookie holds it now (another tab may have changed it). */
  const reloadSession = () => {
    const current = readSession(uid);
    setSession(current);
    return current;
  };
  const rpc = useRpcClient();
  const now = useClock();
  const titleId = useId();
  const bodyId = useId();
  const [phase, setPhase] = useState<Phase>(session ? "chat" : "starting");
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [draft, setDraft] = useState("");
  const [folded, setFolded] = useState(session?.folded ?? false);
  const sessionRef = useRef(session);
  useEffect(() => {
    sessionRef.current = session;
  }, [session]);

  const onNotifications = (notifications: BusNotification[], isMaster: boolean) => {
    const current = sessionRef.current;
    if (!current?.id) return;
    const arrived: ChatMessage[] = [];
    for (const { message } of notifications) {
      const payload = message.payload as { id?: unknown; message?: unknown } | null;
      if (payload?.id !== current.id) continue;
      if (message.type === "discuss.channel/new_message") {
        const parsed = v.safeParse(livechatMessageSchema, payload.message);
        if (parsed.success) arrived.push(toChatMessage(parsed.output, current, t));
      } else if (message.type === "im_livechat.history_command" && isMaster && current.uuid) {
        // The operator's /history: the pages this visitor saw, from one tab only.
        void rpc
          .call("/im_livechat/history", {
            pid: current.operator[0],
            channel_uuid: current.uuid,
            page_history: readHistory(),
          })
          .catch(() => undefined);
      }
    }
    if (arrived.length) setMessages((shown) => mergeMessages(shown, arrived));
  };
  const onSessionChange = () => {
    const current = reloadSession();
    if (!current && phase !== "rating") props.onClose();
  };
  const { announceSession, role } = useLivechatBus(session, onNotifications, onSessionChange);

  // Who would answer, when there is no session yet (Odoo creates nothing for this).
  useEffect(() => {
    if (session) return;
    if (readCookie(SESSION_COOKIE) !== null) {
      // Another visitor's session (logged in or out since): gone, and no window.
      writeSession(null);
      return props.onClose();
    }
    const controller = new AbortController();
    rpc
      .call(
        "/im_livechat/get_session",
        { channel_id: channelId, anonymous_name: t("Visitor"), persisted: false },
        { signal: controller.signal },
      )
      .then((found) => {
        if (!found) return setPhase("unavailable");
        onSession({ name: found.name, operator: found.operator_pid, folded: false, uid });
        setPhase("chat");
      })
      .catch((error: unknown) => {
        if (!isAbort(error)) setFailure(userMessage(error, t));
      });
    return () => controller.abort();
    // Once, when the window opens without a session.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A persisted session's history, when the window shows it.
  const sessionId = session?.id;
  useEffect(() => {
    const current = sessionRef.current;
    if (!sessionId || !current) return;
    const controller = new AbortController();
    rpc
      .call(
        "/discuss/channel/messages",
        { channel_id: sessionId, limit: HISTORY_MESSAGES },
        { signal: controller.signal },
      )
      .then(({ messages: history }) =>
        setMessages((shown) =>
          mergeMessages(
            shown,
            history.map((message) => toChatMessage(message, current, t)),
          ),
        ),
      )
      .catch((error: unknown) => {
        if (!isAbort(error)) setFailure(userMessage(error, t));
      });
    return () => controller.abort();
  }, [sessionId, rpc, t]);

  const changeSession = useCallback(
    (next: LivechatSession | null) => {
      onSession(next);
      announceSession();
    },
    [onSession, announceSession],
  );

  /** The session's channel: the session, persisted at the visitor's first message. */
  async function persisted(): Promise<LivechatSession | null> {
    const current = reloadSession() ?? sessionRef.current;
    if (current?.id) return current;
    const started = await rpc.call("/im_livechat/get_session", {
      channel_id: channelId,
      anonymous_name: t("Visitor"),
      previous_operator_id: current?.operator[0] ?? null,
      persisted: true,
    });
    if (!started || started.id === undefined) return null;
    const next: LivechatSession = {
      id: started.id,
      ...(started.uuid ? { uuid: started.uuid } : {}),
      ...(started.guest_token ? { guestToken: started.guest_token } : {}),
      name: started.name,
      operator: started.operator_pid,
      folded: false,
      uid,
    };
    changeSession(next);
    return next;
  }

  async function send(text: string): Promise<void> {
    const body = textToHtml(text);
    const pending: ChatMessage = {
      id: -++pendingIds,
      body,
      at: Date.now(),
      authorKey: "self",
      authorName: uid === null ? t("Visitor") : t("You"),
      isNote: false,
      pending: true,
    };
    setFailure(null);
    setDraft("");
    setMessages((shown) => mergeMessages(shown, [pending]));
    const drop = () => setMessages((shown) => shown.filter((message) => message.id !== pending.id));
    try {
      const current = await persisted();
      if (!current?.id) {
        drop();
        setDraft(text);
        setPhase("unavailable");
        return;
      }
      const posted = await retriedOnce(() =>
        rpc.call("/mail/message/post", {
          thread_model: "discuss.channel",
          thread_id: current.id!,
          post_data: { body, message_type: "comment", subtype_xmlid: "mail.mt_comment" },
        }),
      );
      setMessages((shown) =>
        mergeMessages(
          shown.filter((message) => message.id !== pending.id),
          [toChatMessage(posted, current, t)],
        ),
      );
    } catch (error) {
      drop();
      setDraft(text);
      setFailure(userMessage(error, t));
    }
  }

  function toggleFold(): void {
    const next = !folded;
    setFolded(next);
    if (session) onSession({ ...session, folded: next });
  }

  function forget(): void {
    changeSession(null);
    props.onClose();
  }

  async function end(): Promise<void> {
    const current = sessionRef.current;
    if (!current?.uuid) return forget();
    setFailure(null);
    try {
      await rpc.call("/im_livechat/visitor_leave_session", { uuid: current.uuid });
    } catch {
      // Rated or not, the visitor is done with it: the operator's side closes with time.
    }
    setFolded(false);
    setPhase("rating");
  }

  async function rate(rating: number, reason?: string): Promise<void> {
    const uuid = sessionRef.current?.uuid;
    if (!uuid) return forget();
    setFailure(null);
    try {
      await rpc.call("/im_livechat/feedback", { uuid, rate: rating, ...(reason ? { reason } : {}) });
      forget();
    } catch (error) {
      setFailure(userMessage(error, t));
    }
  }

  const title = phase === "chat" && session ? session.operator[1] : props.title || t("Chat with us");
  const headerColours = {
    "--weekbox-livechat-header-bg": props.headerColor,
    "--weekbox-livechat-header-fg": props.titleColor,
  };
  return (
    <section
      className="weekbox-livechat-window"
      aria-labelledby={titleId}
      data-folded={folded || undefined}
      data-bus-role={role ?? undefined}
      style={
        { height: folded ? WINDOW_HEIGHT_FOLDED : WINDOW_HEIGHT_OPEN, ...headerColours } as CSSProperties
      }
    >
      <header className="weekbox-livechat-header" style={{ height: WINDOW_HEIGHT_FOLDED }}>
        <h2 id={titleId} className="weekbox-livechat-title">
          {title}
        </h2>
        <button
          type="button"
          className="weekbox-livechat-header-button"
          aria-expanded={!folded}
          aria-controls={bodyId}
          aria-label={folded ? t("Open the chat") : t("Fold the chat")}
          onClick={toggleFold}
        >
          {folded ? "▴" : "▾"}
        </button>
        {phase !== "rating" && (
          <button
            type="button"
            className="weekbox-livechat-header-button"
            aria-label={t("End the chat")}
            onClick={() => void end()}
          >
            ×
          </button>
        )}
      </header>
      <div id={bodyId} className="weekbox-livechat-body" hidden={folded}>
        {phase === "unavailable" && (
          <p role="alert" className="weekbox-livechat-unavailable">
            {t("None of our collaborators seems to be available, please try again later.")}
          </p>
        )}
        {phase === "chat" && session && (
          <>
            <MessageList
              messages={messages}
              now={now}
              welcome={
                props.defaultMessage ? { author: session.operator[1], body: props.defaultMessage } : null
              }
              operatorKey={`partner-${session.operator[0]}`}
              label={t("Messages")}
            />
            <Composer
              value={draft}
              onChange={setDraft}
              onSend={(text) => void send(text)}
              placeholder={props.placeholder}
              takeFocus={props.takeFocus}
            />
          </>
        )}
        {phase === "rating" && (
          <RatingPanel onRate={(rating, reason) => void rate(rating, reason)} onSkip={forget} />
        )}
        {failure && (
          <p role="alert" className="weekbox-livechat-failure">
            {failure}
          </p>
        )}
      </div>
    </section>
  );
}
