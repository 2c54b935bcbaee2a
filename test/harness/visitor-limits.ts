// A suite that sends many requests a per-visitor limit counts (weekbox.*.attempt
// models: wrong promo codes, forms, follows...) lifts that limit while it runs
// and leaves nothing behind: the limits as they were, and none of its attempts
// (they would count against the test machine's address, which later suites share).
import { callKw } from "./call-kw";
import { loginAs, type OdooSession } from "./odoo-session";

export type VisitorLimit = {
  /** The attempts' model, e.g. weekbox.promo.attempt. */
  model: string;
  /** The system parameter of a field's limit, `%s` for the field. */
  param: string;
  fields: readonly string[];
};

export const PROMO_LIMIT: VisitorLimit = {
  model: "weekbox.promo.attempt",
  param: "website_sale_weekbox.promo_attempt_limit_%s",
  fields: ["partner_id", "session_key", "ip_address"],
};

export const SIGNUP_LIMIT: VisitorLimit = {
  model: "weekbox.signup.attempt",
  param: "website_weekbox_site.signup_attempt_limit_%s",
  fields: ["partner_id", "session_key", "ip_address"],
};

/**
 * The card attempts (website_sale_payment_widget: per account, session and
 * address) a suite paying by card makes: all from the test machine's address,
 * where a run's or an earlier run's (on the same database, within the limit's
 * window; under a faked clock, ahead of it) would refuse the next suite's.
 * The limits themselves are the Python suites' subject (test_payment_security).
 */
export const CARD_LIMIT: VisitorLimit = {
  model: "weekbox.card.attempt",
  param: "website_sale_payment_widget.card_attempt_limit_%s",
  fields: ["partner_id", "session_key", "ip_address"],
};

/** Sets one field's limit (a number of attempts), e.g. to see a visitor refused. */
export async function setVisitorLimit(
  admin: OdooSession,
  limit: VisitorLimit,
  field: string,
  value: number,
): Promise<void> {
  await callKw(admin, "ir.config_parameter", "set_param", [limit.param.replace("%s", field), String(value)]);
}

/** Lifts `limit` until the returned function puts it back and removes the attempts made meanwhile. */
export async function liftVisitorLimit(
  admin: OdooSession,
  limit: VisitorLimit,
): Promise<() => Promise<void>> {
  const key = (field: string) => limit.param.replace("%s", field);
  const previous: (string | false)[] = [];
  for (const field of limit.fields) {
    previous.push(await callKw<string | false>(admin, "ir.config_parameter", "get_param", [key(field)]));
    await callKw(admin, "ir.config_parameter", "set_param", [key(field), "1000000"]);
  }
  const [last = 0] = await callKw<number[]>(admin, limit.model, "search", [[]], {
    limit: 1,
    order: "id desc",
  });
  return async () => {
    for (const [index, field] of limit.fields.entries()) {
      await callKw(admin, "ir.config_parameter", "set_param", [key(field), previous[index] ?? false]);
    }
    const made = await callKw<number[]>(admin, limit.model, "search", [[["id", ">", last]]]);
    if (made.length) await callKw(admin, limit.model, "unlink", [made]);
  };
}

/**
 * Called in a suite's describe: lifts `limit` before its tests, and puts it
 * back after them with the attempts they made removed (suites run one at a
 * time: test/jest/odoo.config.cjs).
 */
export function liftVisitorLimitForSuite(limit: VisitorLimit): void {
  let restore: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    restore = await liftVisitorLimit(await loginAs("admin", "admin"), limit);
  });
  afterAll(async () => {
    await restore?.();
  });
}
