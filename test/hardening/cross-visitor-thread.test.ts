// Another visitor's discussion: a guest and a logged-in portal customer, each
// with an order of their own, send customer B's order id to the thread routes
// (Odoo's /mail/chatter_init, /mail/chatter_fetch, /mail/chatter_post and the
// rating stats of website_portal_thread) without a token, with a wrong one and
// with their own order's token. Every call is refused with a human message
// that holds nothing of B's thread (order name, B's name, a message's text),
// or, for a read without a token, answers no message at all (Odoo reads with
// the visitor's own rights); B's thread is unchanged afterwards and B's own
// token still works. A file B's browser uploaded for a message cannot be
// removed by them, not even with the order's token (only with the file's own).
import { describeWithOdoo } from "../harness/odoo-available";
import { loginAs, newVisitor, type OdooSession } from "../harness/odoo-session";
import { callKw } from "../harness/call-kw";
import { createThreadOrder, postThreadMessage, type ThreadOrder } from "../harness/thread-fixtures";
import { createThrowawayCustomer, type ThrowawayCustomer } from "../harness/throwaway-customer";
import { isHumanMessage, REFUSALS } from "./support/answer-checks";
import { rawRpc } from "./support/raw-rpc";

const SECRET = "Bianca's door code is 4711";
const THREAD_ROUTES = [
  "/mail/chatter_init",
  "/mail/chatter_fetch",
  "/mail/chatter_post",
  "/portal/thread/rating_stats",
];

function paramsFor(route: string, orderId: number, token: string | undefined): Record<string, unknown> {
  const access = { res_model: "sale.order", res_id: orderId, ...(token === undefined ? {} : { token }) };
  if (route === "/mail/chatter_post") return { ...access, message: "Intruder was here" };
  if (route === "/portal/thread/rating_stats") return access;
  return {
    ...access,
    limit: 10,
    offset: 0,
    ...(route === "/mail/chatter_init" ? { allow_composer: true } : {}),
  };
}

describeWithOdoo("cross-visitor access to a discussion", () => {
  let admin: OdooSession;
  let victim: ThrowawayCustomer;
  let attacker: ThrowawayCustomer;
  let victimOrder: ThreadOrder;
  let attackers: { label: string; session: OdooSession; ownToken: string }[];

  beforeAll(async () => {
    admin = await loginAs("admin", "admin");
    victim = await createThrowawayCustomer(admin, "Bianca Victimova");
    attacker = await createThrowawayCustomer(admin, "Thread Intruder");
    victimOrder = await createThreadOrder(admin, victim.partnerId, "Cross-visitor thread");
    await postThreadMessage(admin, "sale.order", victimOrder.orderId, SECRET);
    const attackerOrder = await createThreadOrder(admin, attacker.partnerId, "Intruder thread");
    const guest = await newVisitor();
    attackers = [
      { label: "guest", session: guest, ownToken: attackerOrder.accessToken },
      { label: "portal customer", session: attacker.session, ownToken: attackerOrder.accessToken },
    ];
  }, 120_000);
  afterAll(async () => {
    await victim?.remove();
    await attacker?.remove();
  });

  async function victimMessages(): Promise<number> {
    return callKw<number>(admin, "mail.message", "search_count", [
      [
        ["model", "=", "sale.order"],
        ["res_id", "=", victimOrder.orderId],
      ],
    ]);
  }

  test("should refuse every thread route on another customer's order, and leak nothing of it", async () => {
    const before = await victimMessages();
    const problems: string[] = [];
    for (const { label, session, ownToken } of attackers) {
      for (const route of THREAD_ROUTES) {
        for (const token of [undefined, "wrong-token", ownToken]) {
          const answer = await rawRpc(session, route, paramsFor(route, victimOrder.orderId, token));
          const what = `${route} as ${label} with ${token === undefined ? "no token" : token === ownToken ? "own token" : "a wrong token"}`;
          const error = answer.body?.error;
          if (!error) {
            // Without a token Odoo reads the messages with the visitor's own rights: none of B's.
            const result = answer.body?.result as
              { messages?: unknown[]; message_count?: number } | undefined;
            const count =
              result?.message_count ??
              (result as { options?: { message_count?: number } })?.options?.message_count;
            const readNothing = token === undefined && result?.messages?.length === 0 && count === 0;
            if (!readNothing) problems.push(`${what}: accepted ${JSON.stringify(result).slice(0, 120)}`);
            continue;
          }
          const name = String(error.data?.name);
          if (!REFUSALS.has(name)) problems.push(`${what}: ${name}`);
          if (!isHumanMessage(error.data?.message)) problems.push(`${what}: no human message`);
          for (const secret of [SECRET, victimOrder.name, "Bianca"]) {
            if (answer.text.includes(secret)) problems.push(`${what}: answer holds ${secret}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
    expect(await victimMessages()).toBe(before);
  }, 120_000);

  test("should still let the order's own token read it", async () => {
    const guest = await newVisitor();
    const answer = await rawRpc(
      guest,
      "/mail/chatter_fetch",
      paramsFor("/mail/chatter_fetch", victimOrder.orderId, victimOrder.accessToken),
    );
    expect(answer.body?.error).toBeUndefined();
    expect(answer.text).toContain(SECRET);
  });

  test("should keep a file another visitor uploaded for the order from being removed", async () => {
    // B's browser uploads a file for a message, with the order's token (Odoo's http route, CSRF token).
    const owner = await newVisitor();
    const form = new FormData();
    form.append("name", "b-plan.txt");
    form.append("file", new Blob(["B's plan"], { type: "text/plain" }), "b-plan.txt");
    form.append("res_model", "sale.order");
    form.append("res_id", String(victimOrder.orderId));
    form.append("access_token", victimOrder.accessToken);
    form.append(
      "csrf_token",
      await owner.csrfToken(`/my/orders/${victimOrder.orderId}?access_token=${victimOrder.accessToken}`),
    );
    const upload = await owner.fetch("/portal/attachment/add", { method: "POST", body: form });
    expect(upload.status).toBe(200);
    const pending = (await upload.json()) as { id: number; access_token: string };

    const problems: string[] = [];
    for (const { label, session, ownToken } of attackers) {
      for (const accessToken of ["", "wrong-token", ownToken, victimOrder.accessToken]) {
        const answer = await rawRpc(session, "/portal/attachment/remove", {
          attachment_id: pending.id,
          access_token: accessToken,
        });
        if (!answer.body?.error) problems.push(`${label} removed it with ${accessToken || "no token"}`);
        else if (!REFUSALS.has(String(answer.body.error.data?.name)))
          problems.push(`${label}: ${answer.body.error.data?.name}`);
      }
    }
    expect(problems).toEqual([]);
    await expect(
      callKw<number>(admin, "ir.attachment", "search_count", [[["id", "=", pending.id]]]),
    ).resolves.toBe(1);
    // Its owner still can.
    const removed = await rawRpc(owner, "/portal/attachment/remove", {
      attachment_id: pending.id,
      access_token: pending.access_token,
    });
    expect(removed.body?.error).toBeUndefined();
  });
});
