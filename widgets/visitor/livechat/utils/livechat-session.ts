// The visitor's chat as the session cookie keeps it, for 1 hour (spec §9.5).
import { readCookie, SESSION_COOKIE, writeCookie } from "./livechat-cookies";

/** Seconds the session cookie lasts (every change starts the hour again). */
export const SESSION_COOKIE_SECONDS = 3600;

/** A visitor's chat: whom with, whether the window is folded, and the channel once persisted. */
export type LivechatSession = {
  /** The live chat channel, once the visitor's first message created it. */
  id?: number;
  uuid?: string;
  /** The guest's "<id>|<token>" (a visitor without an account): the bus channel of their messages. */
  guestToken?: string;
  name: string;
  /** The operator: partner id and the name shown. */
  operator: [number, string];
  folded: boolean;
  /** The logged-in user the session was started by (null: a guest); another user gets a new session. */
  uid: number | null;
};

/** The session of the cookie, if it is one and belongs to the visitor `uid` (null: a guest). */
export function readSession(uid: number | null): LivechatSession | null {
  let value: LivechatSession | null;
  try {
    value = JSON.parse(readCookie(SESSION_COOKIE) ?? "null") as LivechatSession | null;
  } catch {
    return null;
  }
  const valid =
    typeof value?.name === "string" &&
    Array.isArray(value.operator) &&
    typeof value.operator[0] === "number" &&
    typeof value.operator[1] === "string" &&
    (value.uid ?? null) === uid;
  return valid ? value : null;
}

/** Keeps `session` for another hour (null: forgets it). */
export function writeSession(session: LivechatSession | null): void {
  writeCookie(SESSION_COOKIE, session ? JSON.stringify(session) : "", session ? SESSION_COOKIE_SECONDS : 0);
}
