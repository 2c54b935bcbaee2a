// Another visitor's follows, through website_mail's follow routes on the real
// Odoo: a guest typing a customer's e-mail neither ends that customer's
// follows nor reads them afterwards, a guest cannot end another guest's
// follow, and neither a guest nor another customer follows (or learns about)
// a customer's order. Each run brings its own customers, product and order.
import { createBrusselsPortalUser, portalUserRefs, uniqueStamp } from "../harness/brussels-portal-user";
import { callKw } from "../harness/call-kw";
import { describeWithOdoo } from "../harness/odoo-available";
import { loginAs, newVisitor, type OdooSession } from "../harness/odoo-session";
import { followerPartnerIds } from "../harness/record-followers";
import { createPublishedProduct, type PublishedProduct } from "../harness/published-product";
import { retireProducts } from "../harness/shop-catalogue";
import { rawRpc, type RawAnswer } from "./support/raw-rpc";

const NOT_YOURS = /Only the e-mail address that followed from this browser/;
const NOT_AVAILABLE = "This document is not available.";

type Customer = { login: string; name: string; userId: number; partnerId: number; session: OdooSession };

describeWithOdoo("follows of another visitor", () => {
  let admin: OdooSession;
  let victim: Customer;
  let attacker: Customer;
  let product: PublishedProduct;
  let otherProduct: PublishedProduct;
  let orderId: number;

  async function customer(label: string): Promise<Customer> {
    const login = `follow-${label}-${uniqueStamp()}@example.com`;
    const name = `Follow ${label} ${uniqueStamp()}`;
    const { userId, partnerId } = await createBrusselsPortalUser(admin, await portalUserRefs(admin), {
      name,
      login,
      password: login,
    });
    return { login, name, userId, partnerId, session: await loginAs(login, login) };
  }

  function follow(
    session: OdooSession,
    record: { model: string; id: number },
    on: boolean,
    email: string | false,
  ) {
    return rawRpc(session, "/website_mail/follow", {
      id: record.id,
      object: record.model,
      message_is_follower: on ? "on" : "off",
      email,
    });
  }

  const followerPartners = (model: string, id: number) => followerPartnerIds(admin, model, id);

  /** A refusal for a person, holding nothing of the victim. */
  function expectRefused(answer: RawAnswer, message: RegExp | string): void {
    expect(answer.status).toBe(200);
    const error = answer.body?.error;
    expect(error?.data?.message).toEqual(
      typeof message === "string" ? message : expect.stringMatching(message),
    );
    const text = JSON.stringify(answer.body);
    expect(text).not.toContain(victim.name);
    expect(text).not.toContain("Traceback");
  }

  beforeAll(async () => {
    admin = await loginAs("admin", "admin");
    victim = await customer("victim");
    attacker = await customer("attacker");
    product = await createPublishedProduct(admin, "Followed teapot", 30);
    otherProduct = await createPublishedProduct(admin, "Followed cup", 6);
    const [variant] = await callKw<number[]>(admin, "product.product", "search", [
      [["product_tmpl_id", "=", product.id]],
    ]);
    orderId = await callKw<number>(admin, "sale.order", "create", [
      { partner_id: victim.partnerId, order_line: [[0, 0, { product_id: variant }]] },
    ]);
    await callKw(admin, "sale.order", "message_subscribe", [[orderId], [victim.partnerId]]);
    const followed = await follow(
      victim.session,
      { model: "product.template", id: product.id },
      false,
      false,
    );
    expect(followed.body?.result).toBe(true);
  }, 120_000);

  afterAll(async () => {
    if (!admin) return;
    await retireProducts(admin, [product.id, otherProduct.id]);
    await callKw(admin, "res.users", "write", [[victim.userId, attacker.userId], { active: false }]);
  });

  test("should not let a guest unfollow a customer by typing their e-mail", async () => {
    const guest = await newVisitor();
    const answer = await follow(guest, { model: "product.template", id: product.id }, true, victim.login);
    expectRefused(answer, NOT_YOURS);
    expect(await followerPartners("product.template", product.id)).toContain(victim.partnerId);
  });

  test("should not give a guest who follows with a customer's e-mail that customer's follows", async () => {
    const guest = await newVisitor();
    const followed = await follow(
      guest,
      { model: "product.template", id: otherProduct.id },
      false,
      victim.login,
    );
    expect(followed.body?.result).toBe(true);
    const status = await rawRpc(guest, "/website_mail/is_follower", {
      records: { "product.template": [product.id, otherProduct.id], "sale.order": [orderId] },
    });
    expect(status.body?.result).toEqual([{ is_user: false, email: "" }, {}]);
    expectRefused(
      await follow(guest, { model: "product.template", id: product.id }, true, victim.login),
      NOT_YOURS,
    );
    expect(await followerPartners("product.template", product.id)).toContain(victim.partnerId);
  });

  test("should not let a guest end another guest's follow", async () => {
    const first = await newVisitor();
    const email = `follow-guest-${uniqueStamp()}@example.com`;
    const record = { model: "product.template", id: otherProduct.id };
    expect((await follow(first, record, false, email)).body?.result).toBe(true);
    const second = await newVisitor();
    expectRefused(await follow(second, record, true, email), NOT_YOURS);
    expect((await follow(first, record, true, email)).body?.result).toBe(false);
  });

  test("should keep a customer's order out of other visitors' follows", async () => {
    const order = { model: "sale.order", id: orderId };
    const guest = await newVisitor();
    const email = `follow-order-${uniqueStamp()}@example.com`;
    expectRefused(await follow(guest, order, false, email), NOT_AVAILABLE);
    expectRefused(await follow(attacker.session, order, false, false), NOT_AVAILABLE);
    // Unfollowing as the attacker touches the attacker's follow only, and is refused here too.
    expectRefused(await follow(attacker.session, order, true, false), NOT_AVAILABLE);
    const created = await callKw<number>(admin, "res.partner", "search_count", [[["email", "=", email]]]);
    expect(created).toBe(0);
    const followers = await followerPartners("sale.order", orderId);
    expect(followers).toContain(victim.partnerId);
    expect(followers).not.toContain(attacker.partnerId);
    const status = await rawRpc(attacker.session, "/website_mail/is_follower", {
      records: { "sale.order": [orderId] },
    });
    const [visitor, followed] = status.body?.result as [unknown, Record<string, number[]>];
    expect(visitor).toEqual({ is_user: true, email: attacker.login });
    expect(followed["sale.order"] ?? []).not.toContain(orderId);
  });
});
