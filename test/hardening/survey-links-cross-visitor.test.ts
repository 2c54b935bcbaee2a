// Surveys between visitors and tracked links between staff members
// (website_survey_widget, website_links_widget). A survey of the run: visitor
// A answers it; visitor B, holding A's answer token, can neither answer with
// it (the widget's routes and Odoo's own), nor read it (the page, the print
// view), and A's answer is unchanged. Two website designers: Bob cannot
// re-code Ann's link, nor sees it among his recent links; customers have no
// link tracker. Then bad input with real tokens and real ids, where the
// bad-input suite's guests and customers are refused early: a visitor's own
// survey answer (the widget's and Odoo's submit), and a designer's link
// routes. Every answer: HTTP 200, a result of the route map's type or a
// refusal for a person, no traceback. The run's survey, users, links and UTMs
// are removed after it.
import fc from "fast-check";
import { callKw } from "../harness/call-kw";
import { describeWithOdoo } from "../harness/odoo-available";
import { loginAs, newVisitor, type OdooSession } from "../harness/odoo-session";
import { createTestSurvey, removeTestSurvey, startAnswer, type TestSurvey } from "../harness/test-survey";
import { isHumanMessage, problemsOf } from "./support/answer-checks";
import { junk, paramSet } from "./support/fuzz-params";
import { paramNames } from "./support/json-routes";
import { rawRpc } from "./support/raw-rpc";

const RUNS = Math.max(20, Math.round(Number(process.env.WEEKBOX_FUZZ_RUNS ?? 1000) / 5));
const SEED = Number(process.env.WEEKBOX_FUZZ_SEED ?? 20_261_128);
const RUN = `${process.pid}-${Date.now()}`;
const SECRET = `Secret of A ${RUN}`;
const WRONG_USER = "This answer cannot be found, or it was started in another browser.";

describeWithOdoo("surveys between visitors, links between staff", () => {
  let admin: OdooSession;
  let survey: TestSurvey;
  let visitorA: OdooSession;
  let tokenA: string;
  let visitorB: OdooSession;
  const userIds: number[] = [];
  let ann: OdooSession;
  let bob: OdooSession;

  async function designer(login: string): Promise<OdooSession> {
    const groups = await callKw<{ res_id: number }[]>(admin, "ir.model.data", "search_read", [
      [
        "|",
        "&",
        ["module", "=", "base"],
        ["name", "=", "group_user"],
        "&",
        ["module", "=", "website"],
        ["name", "=", "group_website_designer"],
      ],
      ["res_id"],
    ]);
    const id = await callKw<number>(admin, "res.users", "create", [
      { name: login, login, password: login, groups_id: [[6, 0, groups.map((group) => group.res_id)]] },
    ]);
    userIds.push(id);
    return loginAs(login, login);
  }

  const linesOfA = () =>
    callKw<{ id: number; suggested_answer_id: [number, string] | false; value_text_box: string | false }[]>(
      admin,
      "survey.user_input.line",
      "search_read",
      [[["user_input_id.access_token", "=", tokenA]], ["suggested_answer_id", "value_text_box"]],
    );

  beforeAll(async () => {
    admin = await loginAs("admin", "admin");
    survey = await createTestSurvey(admin, `Cross-visitor survey ${RUN}`);
    ({ visitor: visitorA, token: tokenA } = await startAnswer(survey));
    const access = { survey_token: survey.token, answer_token: tokenA };
    await visitorA.jsonRpc("/survey/weekbox/begin", access);
    await visitorA.jsonRpc("/survey/weekbox/submit", {
      ...access,
      page_id: survey.pages.box,
      answers: { [survey.questions.overall]: { choices: [survey.choices["overall:Good"]] } },
    });
    visitorB = await newVisitor();
    ann = await designer(`weekbox_hardening_ann_${RUN}`);
    bob = await designer(`weekbox_hardening_bob_${RUN}`);
  }, 120_000);

  afterAll(async () => {
    if (!admin) return;
    await removeTestSurvey(admin, survey);
    if (userIds.length) {
      for (const model of ["link.tracker", "utm.campaign", "utm.medium", "utm.source"]) {
        const ids = await callKw<number[]>(admin, model, "search", [[["create_uid", "in", userIds]]]);
        if (ids.length) await callKw(admin, model, "unlink", [ids]);
      }
      await callKw(admin, "res.users", "write", [userIds, { active: false }]);
    }
  });

  test("another visitor cannot answer with an answer's token, on any route", async () => {
    const before = await linesOfA();
    const access = { survey_token: survey.token, answer_token: tokenA };
    const attacks: [string, Record<string, unknown>][] = [
      ["/survey/weekbox/begin", access],
      [
        "/survey/weekbox/submit",
        { ...access, page_id: survey.pages.week, answers: { [survey.questions.better]: { text: "Not A" } } },
      ],
      [
        "/survey/weekbox/submit",
        { ...access, page_id: survey.pages.week, previous_page_id: survey.pages.box, answers: {} },
      ],
    ];
    for (const [route, params] of attacks) {
      const answer = await rawRpc(visitorB, route, params);
      expect({ route, status: answer.status, error: answer.body?.error?.data?.message }).toEqual({
        route,
        status: 200,
        error: WRONG_USER,
      });
    }
    // Odoo's own routes (the token in the URL): their error code, nothing done.
    for (const route of [
      `/survey/submit/${survey.token}/${tokenA}`,
      `/survey/begin/${survey.token}/${tokenA}`,
    ]) {
      const answer = await rawRpc(visitorB, route, {
        [survey.questions.better]: "Not A",
        page_id: survey.pages.week,
      });
      expect({ route, result: (answer.body?.result as unknown[])?.[1] }).toEqual({
        route,
        result: { error: "answer_wrong_user" },
      });
    }
    expect(await linesOfA()).toEqual(before);
  });

  test("another visitor cannot read an answer by its token", async () => {
    // A finishes, with a text of their own.
    const access = { survey_token: survey.token, answer_token: tokenA };
    await visitorA.jsonRpc("/survey/weekbox/submit", {
      ...access,
      page_id: survey.pages.week,
      answers: { [survey.questions.better]: { text: SECRET } },
    });
    const mine = await visitorA.page(`/survey/print/${survey.token}?answer_token=${tokenA}`);
    expect(mine).toContain(SECRET);
    for (const path of [
      `/survey/print/${survey.token}?answer_token=${tokenA}`,
      `/survey/print/${survey.token}?answer_token=${tokenA}&review=True`,
      `/survey/${survey.token}/${tokenA}`,
      `/survey/start/${survey.token}?answer_token=${tokenA}`,
    ]) {
      const res = await visitorB.fetch(path);
      const html = await res.text();
      expect({
        path,
        status: res.status < 500,
        secret: html.includes(SECRET),
        traceback: /Traceback/.test(html),
      }).toEqual({
        path,
        status: true,
        secret: false,
        traceback: false,
      });
    }
  });

  test("a staff member cannot re-code another's link, nor see it among theirs", async () => {
    const [link] = await ann.jsonRpc<{ id: number; code: string }[]>("/website_links/new", {
      url: `${ann.baseUrl}/contactus?hardening=${RUN}`,
    });
    for (const newCode of [`bob-${process.pid}`, link!.code]) {
      const answer = await rawRpc(bob, "/website_links/add_code", {
        init_code: link!.code,
        new_code: newCode,
      });
      expect(answer.body?.error?.data?.name).toBe("odoo.exceptions.AccessError");
      expect(isHumanMessage(answer.body?.error?.data?.message)).toBe(true);
    }
    const [after] = await callKw<{ code: string }[]>(admin, "link.tracker", "read", [[link!.id], ["code"]]);
    expect(after!.code).toBe(link!.code);
    const bobs = await bob.jsonRpc<{ id: number }[]>("/website_links/recent_links", {
      filter: "newest",
      limit: 20,
    });
    expect(bobs.map((item) => item.id)).not.toContain(link!.id);
    // A customer: no link tracker at all.
    const portal = await loginAs("portal", "portal");
    const refused = await rawRpc(portal, "/website_links/recent_links", { filter: "newest", limit: 20 });
    expect(refused.body?.error?.data?.name).toBe("odoo.exceptions.AccessError");
    const page = await portal.fetch("/r");
    expect(page.status).toBeLessThan(500);
  });

  test(`bad input with a visitor's own answer token: ${RUNS} param sets per route`, async () => {
    const { visitor, token } = await startAnswer(survey);
    const access = { survey_token: survey.token, answer_token: token };
    await visitor.jsonRpc("/survey/weekbox/begin", access);
    const questionIds = Object.values(survey.questions).map(String);
    const answerValue = fc.oneof(
      fc.record(
        {
          text: fc.oneof(fc.string(), junk),
          choices: fc.oneof(fc.array(fc.integer()), junk),
          rows: junk,
          comment: junk,
        },
        { requiredKeys: [] },
      ),
      junk,
    );
    const answers = fc.oneof(
      fc.dictionary(fc.constantFrom(...questionIds, "0", "x"), answerValue, { maxKeys: 4 }),
      junk,
    );
    const pageId = fc.oneof(fc.constantFrom(survey.pages.box, survey.pages.week), junk);
    const widgetCases = fc.sample(
      fc.record(
        { answers, page_id: pageId, previous_page_id: fc.oneof(pageId, junk), next_skipped: junk },
        { requiredKeys: ["answers"] },
      ),
      { seed: SEED, numRuns: RUNS },
    );
    const odooCases = fc.sample(
      fc.dictionary(fc.constantFrom(...questionIds, "page_id", "previous_page_id"), junk, { maxKeys: 4 }),
      {
        seed: SEED,
        numRuns: RUNS,
      },
    );
    const problems: string[] = [];
    for (const params of widgetCases) {
      const answer = {
        ...(await rawRpc(visitor, "/survey/weekbox/submit", { ...access, ...params })),
        route: "/survey/weekbox/submit",
      };
      for (const problem of problemsOf(answer))
        problems.push(`/survey/weekbox/submit ${JSON.stringify(params).slice(0, 200)}: ${problem}`);
    }
    for (const params of odooCases) {
      const route = `/survey/submit/${survey.token}/${token}`;
      const answer = await rawRpc(visitor, route, params);
      const error = answer.body?.error;
      if (
        answer.status !== 200 ||
        /Traceback/.test(answer.text) ||
        (error && !isHumanMessage(error.data?.message))
      )
        problems.push(
          `${route} ${JSON.stringify(params).slice(0, 200)}: HTTP ${answer.status} ${answer.text.slice(0, 200)}`,
        );
    }
    expect(problems.slice(0, 10)).toEqual([]);
  }, 600_000);

  test(`bad input from a staff member on the link tracker's routes: ${RUNS} param sets per route`, async () => {
    const routes = [
      "/website_links/new",
      "/website_links/add_code",
      "/website_links/recent_links",
      "/website_links/weekbox/utm_search",
      "/website_links/weekbox/utm_create",
    ] as const;
    const problems: string[] = [];
    for (const route of routes) {
      for (const params of fc.sample(paramSet(paramNames(route)), { seed: SEED, numRuns: RUNS })) {
        const answer = { ...(await rawRpc(ann, route, params)), route };
        for (const problem of problemsOf(answer))
          problems.push(`${route} ${JSON.stringify(params).slice(0, 200)}: ${problem}`);
      }
    }
    // Nothing tracked that is not a web address.
    const links = await callKw<{ url: string }[]>(admin, "link.tracker", "search_read", [
      [["create_uid", "in", userIds]],
      ["url"],
    ]);
    expect(links.filter((link) => !/^https?:\/\/[^/]/.test(link.url))).toEqual([]);
    expect(problems.slice(0, 10)).toEqual([]);
  }, 600_000);
});
