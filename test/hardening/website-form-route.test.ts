// Odoo's website form route (/website/form/<model>, http multipart, taken
// over by website_form_widget) with bad input and across visitors. Generated
// posts (fast-check; WEEKBOX_FUZZ_RUNS / 10 of them) to the models forms may
// write (mail.mail, res.partner) and to others: unknown and junk fields, junk
// ids, dates and signatures, files, huge and unicode values. Every answer must
// be HTTP 200 with one of the route's JSON answers ({id} | {error_fields} |
// {error} | false, as the widget's api/ types it), never a traceback. Then one
// visitor using up their forms leaves another visitor's alone. The run lifts
// the per-visitor limit while it fuzzes and puts everything back: the limits,
// and no attempt or contact of its own left behind (its mails stay, as any form's do).
import fc from "fast-check";
import { callKw } from "../harness/call-kw";
import { describeWithOdoo } from "../harness/odoo-available";
import { loginAs, newVisitor, type OdooSession } from "../harness/odoo-session";

const RUNS = Math.max(10, Math.round(Number(process.env.WEEKBOX_FUZZ_RUNS ?? 1000) / 10));
const SEED = Number(process.env.WEEKBOX_FUZZ_SEED ?? 20_261_127);
const LIMIT_PARAM = "website_form_widget.form_attempt_limit_%s";
const LIMITED = ["session_key", "ip_address", "partner_id"];
const MODELS = [
  "mail.mail",
  "res.partner",
  "res.users",
  "ir.attachment",
  "no.such.model",
  "mail.mail%00",
  "..%2f",
];
const FIELDS = [
  "email_to",
  "email_from",
  "email_cc",
  "subject",
  "body",
  "name",
  "email",
  "phone",
  "country_id",
  "state_id",
  "vat",
  "company_name",
  "date",
  "website_form_signature",
  "csrf_token",
  "context",
  "__proto__",
];

type FormPost = { model: string; fields: [string, string][]; files: [string, string][] };

const junk = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom(
    "",
    "0",
    "-1",
    "1",
    "2147483648",
    "1e309",
    "NaN",
    "1,2,3",
    "a,b",
    "2024-02-30",
    "31/12/2024",
  ),
  fc.constantFrom("<script>alert(1)</script>", "' OR 1=1 --", "%00", "\u0000", "x".repeat(20_000)),
  fc.integer().map(String),
);

const formPost: fc.Arbitrary<FormPost> = fc.record({
  model: fc.oneof(
    fc.constantFrom(...MODELS),
    fc
      .string({ maxLength: 20 })
      // "." and ".." are path segments the URL resolves away: /website/form/ is another route.
      .filter((name) => /^[\w.]+$/.test(name) && name !== "." && name !== ".."),
  ),
  fields: fc.array(fc.tuple(fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 15 })), junk), {
    maxLength: 8,
  }),
  files: fc.array(
    fc.tuple(
      fc.constantFrom("attachment[0][0]", "body[0][0]", "x[1][2]", "[", "name"),
      fc.string({ maxLength: 30 }),
    ),
    { maxLength: 2 },
  ),
});

/** The answers Odoo's form route gives (website/controllers/form.py), as the widget reads them. */
function answerProblem(status: number, text: string): string | null {
  if (status !== 200) return `HTTP ${status}: ${text.slice(0, 200)}`;
  if (/Traceback|File "\//.test(text)) return `a traceback: ${text.slice(0, 200)}`;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return `not JSON: ${text.slice(0, 200)}`;
  }
  if (json === false) return null;
  if (typeof json !== "object" || json === null) return `unexpected: ${text.slice(0, 200)}`;
  const answer = json as Record<string, unknown>;
  if (typeof answer.id === "number") return null;
  // Odoo's list of names, or website_form_widget's map field → why.
  const refused = answer.error_fields;
  if (Array.isArray(refused) && refused.every((name) => typeof name === "string")) return null;
  if (
    typeof refused === "object" &&
    refused !== null &&
    Object.values(refused).every((why) => typeof why === "string" && why.length > 0)
  )
    return null;
  if (typeof answer.error === "string" && answer.error.length > 0) return null;
  return `unexpected: ${text.slice(0, 200)}`;
}

async function postForm(
  visitor: OdooSession,
  model: string,
  body: FormData,
): Promise<{ status: number; text: string }> {
  const response = await visitor.fetch(`/website/form/${model}`, { method: "POST", body });
  return { status: response.status, text: await response.text() };
}

/** /contactus's own form values, its hidden recipient's signature included. */
async function contactValues(visitor: OdooSession, subject: string): Promise<FormData> {
  const html = await visitor.page("/contactus");
  const signature =
    /name="website_form_signature"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*name="website_form_signature"/.exec(
      html,
    );
  const email = /name="email_to"[^>]*value="([^"]*)"|value="([^"]*)"[^>]*name="email_to"/.exec(html);
  const body = new FormData();
  body.append("email_to", email?.[1] ?? email?.[2] ?? "");
  body.append("website_form_signature", signature?.[1] ?? signature?.[2] ?? "");
  body.append("name", "Weekbox hardening");
  body.append("email_from", "hardening@example.com");
  body.append("subject", subject);
  body.append("description", "A form of the hardening suite");
  return body;
}

describeWithOdoo("the website form route", () => {
  let admin: OdooSession;
  let previousLimits: (string | false)[];
  let firstAttempt: number;
  let firstPartner: number;

  const lastId = async (model: string) =>
    (
      await callKw<number[]>(admin, model, "search", [[]], {
        limit: 1,
        order: "id desc",
        context: { active_test: false },
      })
    )[0] ?? 0;

  async function setLimits(values: (string | false)[]): Promise<void> {
    for (const [index, field] of LIMITED.entries()) {
      await callKw(admin, "ir.config_parameter", "set_param", [
        LIMIT_PARAM.replace("%s", field),
        values[index],
      ]);
    }
  }

  beforeAll(async () => {
    admin = await loginAs("admin", "admin");
    previousLimits = [];
    for (const field of LIMITED) {
      previousLimits.push(
        await callKw<string | false>(admin, "ir.config_parameter", "get_param", [
          LIMIT_PARAM.replace("%s", field),
        ]),
      );
    }
    firstAttempt = await lastId("weekbox.form.attempt");
    firstPartner = await lastId("res.partner");
  });

  afterAll(async () => {
    if (!admin) return;
    await setLimits(previousLimits);
    // What the run created: its attempts (they would count against 127.0.0.1) and contacts.
    for (const [model, after] of [
      ["weekbox.form.attempt", firstAttempt],
      ["res.partner", firstPartner],
    ] as const) {
      const ids = await callKw<number[]>(admin, model, "search", [[["id", ">", after]]], {
        context: { active_test: false },
      });
      if (ids.length) await callKw(admin, model, "unlink", [ids]);
    }
  });

  test(`should answer ${RUNS} bad posts with the route's JSON answers, never a server error`, async () => {
    await setLimits(["100000", "100000", "100000"]);
    const visitor = await newVisitor();
    const problems: string[] = [];
    await fc.assert(
      fc.asyncProperty(formPost, async ({ model, fields, files }) => {
        const body = new FormData();
        for (const [name, value] of fields) body.append(name, value);
        for (const [name, content] of files) body.append(name, new Blob([content]), "junk.txt");
        const { status, text } = await postForm(visitor, model, body);
        const problem = answerProblem(status, text);
        if (problem) problems.push(`${model} ${JSON.stringify(fields).slice(0, 200)}: ${problem}`);
        return problem === null;
      }),
      { numRuns: RUNS, seed: SEED },
    );
    expect(problems).toEqual([]);
  }, 300_000);

  test("should refuse a visitor beyond their forms while another visitor sends theirs", async () => {
    await setLimits(["2", "100000", "100000"]);
    const spammer = await newVisitor();
    for (const round of [1, 2]) {
      const sent = await postForm(
        spammer,
        "mail.mail",
        await contactValues(spammer, `hardening spam ${round}`),
      );
      expect(JSON.parse(sent.text)).toEqual({ id: expect.any(Number) });
    }
    const refused = await postForm(spammer, "mail.mail", await contactValues(spammer, "hardening spam 3"));
    expect(JSON.parse(refused.text)).toEqual({
      error: "You have sent too many forms. Please wait a few minutes and try again.",
    });

    const other = await newVisitor();
    const sent = await postForm(other, "mail.mail", await contactValues(other, "hardening other visitor"));
    expect(JSON.parse(sent.text)).toEqual({ id: expect.any(Number) });
  });
});
