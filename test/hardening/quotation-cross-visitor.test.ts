// The online quotation's routes between visitors: a guest holding quotation
// A's access token (and a logged-in portal customer owning another quotation)
// cannot change, add to or sign quotation B, whichever token or ids they
// send; the refusal holds nothing of B (its name, customer, amounts) and B is
// unchanged afterwards. Each run brings its own two quotations.
import { callKw } from "../harness/call-kw";
import { describeWithOdoo } from "../harness/odoo-available";
import { loginAs, newVisitor, type OdooSession } from "../harness/odoo-session";
import { createTestQuotation, lineQuantity, readQuotation, type TestQuotation } from "../harness/quotation";
import { isHumanMessage } from "./support/answer-checks";
import { rawRpc } from "./support/raw-rpc";

describeWithOdoo("online quotation between visitors", () => {
  let admin: OdooSession;
  let quoteA: TestQuotation;
  let quoteB: TestQuotation;
  let secretsOfB: string[];

  beforeAll(async () => {
    admin = await loginAs("admin", "admin");
    quoteA = await createTestQuotation(admin);
    quoteB = await createTestQuotation(admin);
    const [order] = await callKw<{ name: string; partner_id: [number, string]; amount_total: number }[]>(
      admin,
      "sale.order",
      "read",
      [[quoteB.orderId], ["name", "partner_id", "amount_total"]],
    );
    secretsOfB = [order!.name, order!.partner_id[1], order!.amount_total.toFixed(2)];
  });

  /** Each attack on B, as `visitor`, with the token it holds. */
  function attacks(token: string | undefined) {
    const withToken = token ? { token } : {};
    const withAccessToken = token ? { access_token: token } : {};
    return [
      ["/quote/update_line_dict", { order_id: quoteB.orderId, line_id: quoteB.optionalLineId, ...withToken }],
      [
        "/quote/update_line_dict",
        { order_id: quoteB.orderId, line_id: quoteB.optionalLineId, unlink: true, ...withToken },
      ],
      [
        "/quote/update_line_dict",
        { order_id: quoteB.orderId, line_id: quoteB.optionalLineId, input_quantity: 0, ...withToken },
      ],
      // A's order with B's line: A's token opens A only, and B's line is no line of A.
      [
        "/quote/update_line_dict",
        { order_id: quoteA.orderId, line_id: quoteB.optionalLineId, token: quoteA.token },
      ],
      // The spec's fallback route, the same checks.
      ["/quote/update_line", { order_id: quoteB.orderId, line_id: quoteB.optionalLineId, ...withToken }],
      [
        "/quote/update_line",
        { order_id: quoteB.orderId, line_id: quoteB.optionalLineId, unlink: true, ...withToken },
      ],
      [
        "/quote/update_line",
        { order_id: quoteA.orderId, line_id: quoteB.optionalLineId, token: quoteA.token },
      ],
      ["/quote/add_option", { order_id: quoteB.orderId, option_id: quoteB.optionToAddId, ...withToken }],
      [
        "/quote/add_option",
        { order_id: quoteA.orderId, option_id: quoteB.optionToAddId, token: quoteA.token },
      ],
      // Odoo's own routes, still reachable: the same checks (they answered nothing, or a redirect).
      [
        `/my/orders/${quoteB.orderId}/update_line_dict`,
        { line_id: quoteB.optionalLineId, input_quantity: 0, ...withAccessToken },
      ],
      [`/my/orders/${quoteB.orderId}/add_option/${quoteB.optionToAddId}`, { ...withAccessToken }],
    ] as const;
  }

  async function expectRefused(visitor: OdooSession, token: string | undefined) {
    for (const [route, params] of attacks(token)) {
      const answer = await rawRpc(visitor, route, params);
      expect({ route, params, status: answer.status }).toEqual({ route, params, status: 200 });
      const error = answer.body?.error;
      expect({ route, params, refused: Boolean(error) }).toEqual({ route, params, refused: true });
      expect(isHumanMessage(error?.data?.message)).toBe(true);
      const text = JSON.stringify(answer.body);
      for (const secret of secretsOfB)
        expect({ route, leaked: text.includes(secret) }).toEqual({ route, leaked: false });
    }
    // Signing B with A's token.
    const signed = await rawRpc(visitor, "/my/orders/accept", {
      order_id: quoteB.orderId,
      name: "Mallory",
      signature: "iVBORw0KGgo=",
      ...(token ? { access_token: token } : {}),
    });
    expect(signed.body?.error?.data?.name).toBe("odoo.exceptions.AccessError");
    expect(isHumanMessage(signed.body?.error?.data?.message)).toBe(true);
    // Odoo's own accept route answers its refusal as a result, {error}.
    const signedByOdoo = await rawRpc(visitor, `/my/orders/${quoteB.orderId}/accept`, {
      name: "Mallory",
      signature: "iVBORw0KGgo=",
      ...(token ? { access_token: token } : {}),
    });
    const odooRefusal = (signedByOdoo.body?.result as { error?: string } | undefined)?.error;
    expect(isHumanMessage(odooRefusal ?? signedByOdoo.body?.error?.data?.message)).toBe(true);
    for (const secret of secretsOfB) expect(JSON.stringify(signedByOdoo.body)).not.toContain(secret);
  }

  async function expectBUnchanged() {
    expect(await lineQuantity(admin, quoteB.optionalLineId)).toBe(2);
    const order = await readQuotation(admin, quoteB.orderId);
    expect(order.state).toBe("sent");
    expect(order.signed_by).toBeFalsy();
    const [read] = await callKw<{ order_line: number[] }[]>(admin, "sale.order", "read", [
      [quoteB.orderId],
      ["order_line"],
    ]);
    expect(read!.order_line).toHaveLength(2);
  }

  test("should refuse a guest holding quotation A's token everything on quotation B", async () => {
    const guest = await newVisitor();
    await expectRefused(guest, quoteA.token);
    await expectRefused(guest, undefined);
    // B's token with its last character changed (a uuid may already end in "0").
    await expectRefused(guest, `${quoteB.token.slice(0, -1)}${quoteB.token.endsWith("0") ? "1" : "0"}`);
    await expectBUnchanged();
  });

  test("should refuse a logged-in portal customer quotation B of another customer", async () => {
    const portal = await loginAs("portal", "portal");
    await expectRefused(portal, undefined);
    await expectRefused(portal, quoteA.token);
    await expectBUnchanged();
  });

  test("should let A's token change A's optional line (the attacks above were refused for being B's)", async () => {
    const guest = await newVisitor();
    const answer = await rawRpc(guest, "/quote/update_line_dict", {
      order_id: quoteA.orderId,
      line_id: quoteA.optionalLineId,
      token: quoteA.token,
    });
    expect(answer.body?.error).toBeUndefined();
    expect(await lineQuantity(admin, quoteA.optionalLineId)).toBe(3);
  });
});
