// Another visitor's live chat and mailing subscriptions, through the routes
// the visitor widgets call on the real Odoo: a guest and a portal customer,
// holding a victim guest's chat session ids and uuid, neither read nor write
// its messages, nor rate it, send its page history, end it; the victim's
// unsubscribe link changes nothing for anyone without its token (and the
// e-mail it was made for). Each run brings its own operator (online through
// Odoo's presence), channel, lists, contact and mailing.
import { createBrusselsPortalUser, portalUserRefs, uniqueStamp } from "../harness/brussels-portal-user";
import { callKw } from "../harness/call-kw";
import {
  createLivechatChannel,
  retireLivechat,
  sessionRatings,
  setWebsiteChannel,
} from "../harness/livechat";
import {
  createContact,
  createListMailing,
  createPublicList,
  optOutByList,
  retireNewsletters,
  unsubscribeUrl,
} from "../harness/newsletter";
import { describeWithOdoo } from "../harness/odoo-available";
import { loginAs, newVisitor, type OdooSession } from "../harness/odoo-session";
import { rawRpc, type RawAnswer } from "./support/raw-rpc";

const NOT_AVAILABLE = "This document is not available.";
const SECRET = "My door code is 4242";

type Session = { id: number; uuid: string; operator_pid: [number, string] };

describeWithOdoo("live chat and mailing subscriptions of another visitor", () => {
  let admin: OdooSession;
  let victim: OdooSession;
  let attackers: [string, OdooSession][];
  let session: Session;
  let previousChannel: number | false;
  let channel: number;
  let operator: number;
  const lists: number[] = [];
  const mailings: number[] = [];
  const emails: string[] = [];

  /** A refusal for a person, holding nothing of the victim's chat. */
  function expectRefused(answer: RawAnswer, message?: string): void {
    expect(answer.status).toBe(200);
    expect(answer.body?.error).toBeDefined();
    if (message) expect(answer.body?.error?.data?.message).toBe(message);
    const text = JSON.stringify(answer.body);
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain("Traceback");
  }

  beforeAll(async () => {
    admin = await loginAs("admin", "admin");
    const [internal, livechatUser] = await Promise.all(
      [
        ["base", "group_user"],
        ["im_livechat", "im_livechat_group_user"],
      ].map(async ([module, name]) => {
        const [data] = await callKw<{ res_id: number }[]>(admin, "ir.model.data", "search_read", [
          [
            ["module", "=", module],
            ["name", "=", name],
          ],
          ["res_id"],
        ]);
        return data!.res_id;
      }),
    );
    operator = await callKw<number>(admin, "res.users", "create", [
      {
        name: `Hardening operator ${uniqueStamp()}`,
        login: `hardening-operator-${uniqueStamp()}`,
        groups_id: [[6, 0, [internal, livechatUser]]],
      },
    ]);
    // Online, as Odoo's presence says of a user whose /web has just polled.
    await callKw(admin, "bus.presence", "create", [{ user_id: operator, status: "online" }]);
    channel = await createLivechatChannel(admin, `Hardening chat ${uniqueStamp()}`, [operator]);
    previousChannel = await setWebsiteChannel(admin, channel);

    victim = await newVisitor();
    const started = await rawRpc(victim, "/im_livechat/get_session", {
      channel_id: channel,
      anonymous_name: "Visitor",
      persisted: true,
    });
    session = started.body?.result as Session;
    expect(session.uuid).toBeTruthy();
    const posted = await rawRpc(victim, "/mail/message/post", {
      thread_model: "discuss.channel",
      thread_id: session.id,
      post_data: { body: SECRET, message_type: "comment", subtype_xmlid: "mail.mt_comment" },
    });
    expect(posted.body?.error).toBeUndefined();

    const login = `chat-attacker-${uniqueStamp()}@example.com`;
    await createBrusselsPortalUser(admin, await portalUserRefs(admin), {
      name: "Chat attacker",
      login,
      password: login,
    });
    attackers = [
      ["a guest", await newVisitor()],
      ["a portal customer", await loginAs(login, login)],
    ];
  });

  afterAll(async () => {
    if (!admin) return;
    await setWebsiteChannel(admin, previousChannel);
    await retireLivechat(admin, [channel], [operator]);
    await retireNewsletters(admin, { lists, mailings, emails });
  });

  async function victimMessages(): Promise<string[]> {
    const messages = await callKw<{ body: string }[]>(admin, "mail.message", "search_read", [
      [
        ["model", "=", "discuss.channel"],
        ["res_id", "=", session.id],
        ["message_type", "=", "comment"],
      ],
      ["body"],
    ]);
    return messages.map((message) => message.body);
  }

  test("should let nobody else read or write the session's messages", async () => {
    for (const [, attacker] of attackers) {
      expectRefused(
        await rawRpc(attacker, "/discuss/channel/messages", { channel_id: session.id, limit: 100 }),
        NOT_AVAILABLE,
      );
      expectRefused(
        await rawRpc(attacker, "/mail/message/post", {
          thread_model: "discuss.channel",
          thread_id: session.id,
          post_data: { body: "Injected", message_type: "comment", subtype_xmlid: "mail.mt_comment" },
        }),
        NOT_AVAILABLE,
      );
    }
    expect(await victimMessages()).toEqual([expect.stringContaining(SECRET)]);
  });

  test("should let nobody else rate the session, send its page history or end it", async () => {
    for (const [, attacker] of attackers) {
      expectRefused(
        await rawRpc(attacker, "/im_livechat/feedback", { uuid: session.uuid, rate: 1, reason: "Spam" }),
        NOT_AVAILABLE,
      );
      expectRefused(
        await rawRpc(attacker, "/im_livechat/history", {
          pid: session.operator_pid[0],
          channel_uuid: session.uuid,
          page_history: ["/evil"],
        }),
        NOT_AVAILABLE,
      );
      expectRefused(
        await rawRpc(attacker, "/im_livechat/visitor_leave_session", { uuid: session.uuid }),
        NOT_AVAILABLE,
      );
    }
    expect(await sessionRatings(admin, session.id)).toEqual([]);
    const [state] = await callKw<{ livechat_active: boolean }[]>(admin, "discuss.channel", "read", [
      [session.id],
      ["livechat_active"],
    ]);
    expect(state!.livechat_active).toBe(true);
  });

  test("should change nobody's subscriptions without the link's token and e-mail", async () => {
    const stamp = uniqueStamp();
    const list = await createPublicList(admin, `Hardening list ${stamp}`);
    lists.push(list);
    const email = `victim-reader-${stamp}@example.com`;
    emails.push(email);
    const contact = await createContact(admin, email, [list]);
    const mailing = await createListMailing(admin, `Hardening mailing ${stamp}`, [list]);
    mailings.push(mailing);
    const link = new URL(await unsubscribeUrl(admin, mailing, email, contact), "http://x");
    const token = link.searchParams.get("hash_token")!;
    const forged = [
      { email, hash_token: "0".repeat(128) },
      { email, hash_token: null },
      { email: `attacker-${stamp}@example.com`, hash_token: token },
    ];
    for (const [, attacker] of attackers) {
      for (const recipient of forged) {
        const params = { mailing_id: mailing, document_id: contact, ...recipient };
        const update = await rawRpc(attacker, "/mailing/list/update", {
          ...params,
          lists_optin_ids: [],
          lists_optout_ids: [list],
        });
        expect(["unauthorized", "error"]).toContain(update.body?.result);
        const blocked = await rawRpc(attacker, "/mailing/blocklist/add", params);
        expect(["unauthorized", "error"]).toContain(blocked.body?.result);
        const page = await attacker.fetch(
          `/mailing/${mailing}/unsubscribe?document_id=${contact}&email=${encodeURIComponent(recipient.email)}&hash_token=${recipient.hash_token ?? ""}`,
        );
        expect(page.status).toBe(403);
        expect(await page.text()).not.toContain("Traceback");
      }
    }
    expect(await optOutByList(admin, email)).toEqual({ [list]: false });
    const blocklisted = await callKw<number>(admin, "mail.blacklist", "search_count", [
      [["email", "=", email]],
    ]);
    expect(blocklisted).toBe(0);
  });

  test("should not tell another visitor the e-mail a visitor subscribed with", async () => {
    const list = await createPublicList(admin, `Hardening news ${uniqueStamp()}`);
    lists.push(list);
    const email = `subscriber-${uniqueStamp()}@example.com`;
    emails.push(email);
    const subscribed = await rawRpc(victim, "/website_mass_mailing/subscribe", {
      list_id: list,
      value: email,
      subscription_type: "email",
    });
    expect(subscribed.body?.result).toMatchObject({ toast_type: "success" });
    for (const [, attacker] of attackers) {
      const status = await rawRpc(attacker, "/website_mass_mailing/is_subscriber", {
        list_id: list,
        subscription_type: "email",
      });
      expect((status.body?.result as { is_subscriber?: boolean }).is_subscriber).toBe(false);
      expect(JSON.stringify(status.body)).not.toContain(email);
    }
  });
});
