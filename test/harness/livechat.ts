// The live chat's data for a test: a channel of its own on website 1 (the
// website's channel is put back after), its operators, and what the visitor's
// session left in Odoo (ratings). Operators are online while logged in to
// /web (Odoo's presence over its bus).
import type { BrowserContext } from "playwright-core";
import { callKw } from "./call-kw";
import type { OdooSession } from "./odoo-session";

export type LivechatRating = { rating: number; feedback: string | false };

/** A live chat channel answered by `userIds`, without rules (no auto-popup). */
export async function createLivechatChannel(
  admin: OdooSession,
  name: string,
  userIds: number[],
): Promise<number> {
  return callKw<number>(admin, "im_livechat.channel", "create", [
    {
      name,
      user_ids: [[6, 0, userIds]],
      default_message: `Welcome to ${name}`,
      button_text: `Chat with ${name}`,
    },
  ]);
}

/** Makes `channelId` website 1's live chat channel; returns the one it replaced (false: none). */
export async function setWebsiteChannel(
  admin: OdooSession,
  channelId: number | false,
): Promise<number | false> {
  const [website] = await callKw<{ channel_id: [number, string] | false }[]>(admin, "website", "read", [
    [1],
    ["channel_id"],
  ]);
  await callKw(admin, "website", "write", [[1], { channel_id: channelId }]);
  return website?.channel_id ? website.channel_id[0] : false;
}

/** An internal user who never logs in: an operator who is never online. */
export async function createOfflineOperator(admin: OdooSession, login: string): Promise<number> {
  const [internal] = await callKw<{ res_id: number }[]>(admin, "ir.model.data", "search_read", [
    [
      ["module", "=", "base"],
      ["name", "=", "group_user"],
    ],
    ["res_id"],
  ]);
  return callKw<number>(admin, "res.users", "create", [
    { name: `Offline operator ${login}`, login, groups_id: [[6, 0, [internal!.res_id]]] },
  ]);
}

/** The ratings given to the live chat session `channelId`. */
export async function sessionRatings(admin: OdooSession, channelId: number): Promise<LivechatRating[]> {
  return callKw<LivechatRating[]>(admin, "rating.rating", "search_read", [
    [
      ["res_model", "=", "discuss.channel"],
      ["res_id", "=", channelId],
    ],
    ["rating", "feedback"],
  ]);
}

/** The visitor's session as their cookie holds it (widgets/visitor/livechat). */
export async function visitorSession(
  context: BrowserContext,
): Promise<{ id?: number; folded: boolean } | null> {
  const cookie = (await context.cookies()).find((c) => c.name === "weekbox_livechat_session");
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as { id?: number; folded: boolean }) : null;
}

/** Removes the test's channels (their sessions and ratings stay: Odoo's history) and archives its users. */
export async function retireLivechat(
  admin: OdooSession,
  channelIds: number[],
  userIds: number[],
): Promise<void> {
  if (channelIds.length) await callKw(admin, "im_livechat.channel", "unlink", [channelIds]);
  if (userIds.length) await callKw(admin, "res.users", "write", [userIds, { active: false }]);
}
