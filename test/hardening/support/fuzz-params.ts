// fast-check arbitraries of JSON-RPC params: for each param a route map route
// declares, a plausible value (often one of the visitor's real ids, so the
// route goes past its first checks) or junk (wrong types, huge numbers and
// strings, negative/zero ids, unicode, nested values); keys left out; a few unknown
// keys added. Real ids are placeholders (Ref) resolved per session at send
// time, so a seed gives the same cases whatever ids the database hands out.
import fc from "fast-check";
import { RawJson } from "./raw-rpc";

export type RefName =
  | "order"
  | "dishLine"
  | "extraLine"
  | "dish"
  | "extra"
  | "boxProduct"
  | "store"
  | "storeCarrier"
  | "carrier"
  | "date"
  | "country"
  | "partner"
  | "provider"
  | "method"
  | "token"
  | "accessToken"
  | "promo";

/** A visitor's own ids and values, by placeholder. */
export type FuzzContext = Partial<Record<RefName, readonly unknown[]>>;

export class Ref {
  constructor(
    readonly name: RefName,
    readonly pick: number,
    readonly asText: boolean,
  ) {}
}

const ref = (name: RefName) =>
  fc
    .record({ pick: fc.nat(7), asText: fc.oneof(fc.constant(false), fc.constant(false), fc.constant(true)) })
    .map(({ pick, asText }) => new Ref(name, pick, asText));

/** `value` with every Ref replaced by the context's value (0 when it has none). */
export function resolveRefs(value: unknown, context: FuzzContext): unknown {
  if (value instanceof Ref) {
    const candidates = context[value.name] ?? [];
    const picked = candidates.length > 0 ? candidates[value.pick % candidates.length] : 0;
    return value.asText && typeof picked === "number" ? String(picked) : picked;
  }
  if (Array.isArray(value)) return value.map((item) => resolveRefs(item, context));
  if (value !== null && typeof value === "object" && !(value instanceof RawJson)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveRefs(item, context)]));
  }
  return value;
}

const NASTY_TEXT = [
  "",
  " ",
  "0",
  "-1",
  "1e9",
  "NaN",
  "Infinity",
  "null",
  "true",
  "²",
  "١٢",
  "0x10",
  "1_000",
  " 7 ",
  "\u0000",
  "a\u0000b",
  "🍱🥗",
  "\u202eevil",
  "'; DROP TABLE sale_order; --",
  "<script>alert(1)</script>",
  "%s %(name)s {0} {{x}}",
  "../../etc/passwd",
  "S00001",
  "2026-02-30",
  "9999-12-31",
  "0000-00-00",
  "https://evil.example/",
  "//evil.example",
  "\\\\evil",
  "javascript:alert(1)",
];

const NASTY_NUMBERS = [
  0,
  -0,
  -1,
  1,
  0.5,
  -2.5,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  -(2 ** 53),
  1e308,
  -1e308,
  5e-324,
];

// Written verbatim in the JSON text: Python's json reads them as big ints,
// infinities and NaN, which JavaScript cannot even produce.
const RAW_NUMBERS = [
  "1e400",
  "-1e400",
  "NaN",
  "Infinity",
  "-Infinity",
  "9".repeat(40),
  "-" + "9".repeat(25),
  "1.0",
];

const leaf: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom<unknown>(null, true, false, ...NASTY_NUMBERS, ...NASTY_TEXT), weight: 6 },
  { arbitrary: fc.constantFrom(...RAW_NUMBERS).map((text) => new RawJson(text)), weight: 2 },
  { arbitrary: fc.integer(), weight: 2 },
  { arbitrary: fc.double(), weight: 1 },
  { arbitrary: fc.string({ maxLength: 30, unit: "binary" }), weight: 2 },
  { arbitrary: fc.string({ maxLength: 12, unit: "grapheme" }), weight: 1 },
  {
    arbitrary: fc
      .tuple(fc.constantFrom("9", "é", "🍱", "a b ", "<"), fc.integer({ min: 1_000, max: 120_000 }))
      .map(([unit, count]) => unit.repeat(count)),
    weight: 1,
  },
);

/** Any JSON value: leaves, and lists and objects of them (nested junk). */
export const junk: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { maxDepth: 3, depthIdentifier: "junk" },
    { arbitrary: leaf, weight: 6 },
    { arbitrary: fc.array(tie("value"), { maxLength: 4 }), weight: 1 },
    { arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), tie("value"), { maxKeys: 4 }), weight: 1 },
  ),
})).value;

const ints = (min: number, max: number) => fc.integer({ min, max });
const flag = fc.constantFrom<unknown>(0, 1, true, false, "0", "1");
const idList = (name: RefName) => fc.array(fc.oneof(ref(name), ints(0, 50)), { maxLength: 4 });

/** A plausible value for a param, by its name (undefined: junk only). */
function plausible(param: string): fc.Arbitrary<unknown> | undefined {
  switch (param) {
    case "order_id":
    case "sale_order_id":
    case "order":
      return fc.oneof(ref("order"), fc.constantFrom(0, null, ""));
    case "line_id":
      return fc.oneof(ref("dishLine"), ref("extraLine"));
    case "product_id":
      return fc.oneof(ref("dish"), ref("extra"), ref("boxProduct"));
    case "meal":
    case "people":
    case "person":
    case "meal_no":
      return ints(0, 8);
    case "quantity":
    case "new_qty":
    case "add_qty":
    case "set_qty":
      return ints(-2, 120);
    case "state":
      return fc.constantFrom("compose", "extra", "login", "delivery");
    case "category":
    case "diet_list":
      return fc.array(ints(0, 40), { maxLength: 4 });
    case "filter":
      return fc.constantFrom<unknown>("do_something", "do_nothing", 0);
    case "remove_product":
    case "is_continue":
    case "add_product":
    case "is_ship":
    case "edit_address":
    case "is_individual":
    case "verify_validity":
    case "tokenization_requested":
    case "is_validation":
    case "display":
    case "force_create":
    case "express":
      return flag;
    case "currency_id":
      return fc.constantFrom<unknown>(1, 125, 0, "EUR");
    case "promo":
      // The run's own code as typed, in lower case, padded, and a wrong one (fuzz-sessions).
      return ref("promo");
    case "delivery_type":
      return fc.oneof(fc.constantFrom("delivery", "pick_store", "pickup"), ref("storeCarrier"));
    case "delivery_date":
      return fc.oneof(ref("date"), fc.constantFrom<unknown>(0, "0", ""));
    case "store_id":
      return ref("store");
    case "country":
    case "country_id":
      return fc.oneof(ref("country"), fc.constantFrom("BE", "be", "FR", "XX"));
    case "state_id":
      return ints(0, 2000);
    case "zip":
    case "zip_postal_code":
      return fc.constantFrom<unknown>("1000", "9000", 1000, "75001");
    case "delivery_options":
      return ref("carrier");
    case "acquirer_id":
    case "provider_id":
      return ref("provider");
    case "payment_method_id":
      return ref("method");
    case "partner":
    case "ship_id":
    case "partner_id":
      return ref("partner");
    case "token_id":
      return ref("token");
    case "token_ids":
      return idList("token");
    case "access_token":
      return ref("accessToken");
    case "delivery_bill":
      return fc.constantFrom("billing", "shipping");
    case "title":
      return fc.constantFrom("Miss", "Mister", "");
    case "flow":
      return fc.constantFrom("redirect", "direct", "token");
    case "amount":
    case "final_amount":
      return fc.double({ min: -10, max: 500, noNaN: true });
    case "landing_route":
    case "return_url":
      return fc.constantFrom("/shop/payment/validate", "/my/payment_method", "https://evil.example/");
    case "cc_number":
      return fc.constantFrom("4242 4242 4242 4242", "4000 0000 0000 0002", "4000 0000 0000 3220", "1234");
    case "cc_cvc":
      return fc.constantFrom("123", "12", "abcd");
    case "cc_expiry":
      return fc.constantFrom("12 / 39", "01 / 20", "13 / 30", "12/2039");
    case "email":
      return fc.constantFrom("fuzz@example.com", "not-an-email");
    case "birthdate":
      return fc.constantFrom("1990-01-31", "2990-01-01", "31/01/1990");
    case "url":
      return fc.constantFrom("Rue", "bel/Rue Neuve", "1000", "Bru");
    default:
      return undefined;
  }
}

const EXTRA_KEYS = fc.oneof(
  fc.constantFrom(
    "self",
    "context",
    "kwargs",
    "cls",
    "__class__",
    "constructor",
    "",
    "unknown",
    "id",
    "jsonrpc",
  ),
  fc.string({ maxLength: 10 }),
);

/** An id written in a URL (`/shop/payment/transaction/<id>`): often the visitor's own order, else junk. */
export const pathSegment: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: ref("order"), weight: 4 },
  {
    arbitrary: fc.constantFrom<unknown>(
      "abc",
      "0",
      "-1",
      "1.5",
      "1e3",
      "9".repeat(25),
      "%00",
      // A traversal that stays in the segment once encoded ("..%2F..%2Fetc%2Fpasswd"): a bare
      // ".." is a dot segment every HTTP client resolves away, to another (HTML) page.
      "../../etc/passwd",
      "1;2",
      "🍱",
      "S00001",
    ),
    weight: 3,
  },
  { arbitrary: fc.integer({ min: 0, max: 2 ** 31 - 1 }), weight: 1 },
);

/** One param set for a route declaring `params` (keys may be left out). */
export function paramSet(params: readonly string[]): fc.Arbitrary<unknown> {
  const model = Object.fromEntries(
    params.map((param) => {
      const good = plausible(param);
      const value = good ? fc.oneof({ arbitrary: good, weight: 3 }, { arbitrary: junk, weight: 2 }) : junk;
      return [param, value];
    }),
  );
  const declared = fc.record(model, { requiredKeys: [] });
  // Keys the route map does not declare: our routes refuse them ("Unknown
  // parameter(s)", website_weekbox ir_http), so they come in a few cases
  // only, the others reaching the routes' own checks.
  const extras = fc.dictionary(EXTRA_KEYS, junk, { minKeys: 1, maxKeys: 3 });
  const withExtras = fc.oneof(
    { arbitrary: declared, weight: 9 },
    { arbitrary: fc.tuple(declared, extras).map(([known, more]) => ({ ...more, ...known })), weight: 1 },
  );
  // A few requests whose params are not an object at all.
  const notAnObject = fc.oneof(
    fc.constantFrom<unknown>(null, [], "params", 42),
    fc.array(junk, { maxLength: 3 }),
  );
  return fc.oneof({ arbitrary: withExtras, weight: 30 }, { arbitrary: notAnObject, weight: 1 });
}
