import { act, render, screen } from "@testing-library/react";
import { createFakeOdoo, odooResult, type FakeOdoo } from "@/core/testing/fake-odoo-fetch";
import { Countdown } from "../components/countdown";

type Duration = { deadline: string; now: string; tz?: string };

let odoo: FakeOdoo;
let answers: Duration[];
const realFetch = globalThis.fetch;

function durationReply({ deadline, now, tz = "Europe/Brussels" }: Duration) {
  const left = Math.max(0, Date.parse(deadline) - Date.parse(now)) / 1000;
  return {
    day: Math.floor(left / 86400),
    hours: Math.floor((left % 86400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    deadline,
    now,
    tz,
    delivery_date: "2026-11-28",
  };
}

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ["queueMicrotask", "nextTick", "setImmediate"] });
  answers = [];
  odoo = createFakeOdoo({
    "/get/duration": () => {
      const next = answers.length > 1 ? answers.shift()! : answers[0]!;
      return odooResult(
        durationReply({
          ...next,
          now: new Date(Date.now() + clockSkewMs).toISOString().replace(/\.\d+Z$/, "Z"),
        }),
      );
    },
  });
  globalThis.fetch = odoo.fetch;
});

afterEach(() => {
  jest.useRealTimers();
  globalThis.fetch = realFetch;
  clockSkewMs = 0;
});

/** How far the server's clock is ahead of the browser's. */
let clockSkewMs = 0;

async function flush() {
  // Let the fake fetch and React settle: promises, and the timers due now
  // (the page's batched calls leave in the task after they were made).
  for (let i = 0; i < 10; i++) {
    await act(async () => {
      jest.advanceTimersByTime(0);
      await Promise.resolve();
    });
  }
}

async function advance(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
  await flush();
}

const text = () => screen.getByRole("timer").textContent;

test("should show the time left, then tick every minute without asking the server again", async () => {
  jest.setSystemTime(new Date("2026-11-22T09:54:55Z"));
  answers = [{ deadline: "2026-11-26T22:59:00Z", now: "" }];
  render(<Countdown />);
  await flush();

  expect(text()).toBe("You have 4 days 13 hours 4 minutes to order and get delivered this weekend");
  expect(screen.getByText(/^Order by /)).toBeInTheDocument();

  await advance(5_100);
  expect(text()).toContain("4 days 13 hours 3 minutes");
  await advance(60_000);
  expect(text()).toContain("4 days 13 hours 2 minutes");
  await advance(60_000);
  await advance(60_000);
  expect(text()).toContain("4 days 13 hours 0 minutes");
  expect(odoo.calls).toHaveLength(1);
});

test("should catch up when a background tab becomes visible again", async () => {
  jest.setSystemTime(new Date("2026-11-22T09:54:55Z"));
  answers = [{ deadline: "2026-11-26T22:59:00Z", now: "" }];
  render(<Countdown />);
  await flush();

  // Timers of hidden tabs are throttled: 13 hours pass without a tick.
  jest.setSystemTime(new Date("2026-11-22T22:54:55Z"));
  await act(async () => {
    document.dispatchEvent(new Event("visibilitychange"));
  });

  expect(text()).toContain("4 days 0 hours 4 minutes");
  expect(odoo.calls).toHaveLength(1);
});

test("should tick on the server's clock when the browser's is wrong", async () => {
  // The browser thinks it is 10 minutes earlier than the server does.
  jest.setSystemTime(new Date("2026-11-22T09:44:55Z"));
  clockSkewMs = 10 * 60_000;
  answers = [{ deadline: "2026-11-26T22:59:00Z", now: "" }];
  render(<Countdown />);
  await flush();

  expect(text()).toContain("4 days 13 hours 4 minutes");
});

test("should ask the server once for the next window when the cut-off passes, then count to it", async () => {
  jest.setSystemTime(new Date("2026-11-26T22:57:30Z"));
  answers = [
    { deadline: "2026-11-26T22:59:00Z", now: "" },
    { deadline: "2026-12-03T22:59:00Z", now: "" },
  ];
  render(<Countdown />);
  await flush();
  expect(text()).toContain("0 days 0 hours 1 minutes");

  await advance(30_100);
  expect(text()).toContain("0 days 0 hours 0 minutes");
  expect(odoo.calls).toHaveLength(1);

  await advance(60_000);
  expect(odoo.calls).toHaveLength(2);
  // The server answered at 22:59:00 exactly: a full week to the next cut-off.
  expect(text()).toContain("7 days 0 hours 0 minutes");

  await advance(60_000);
  await advance(60_000);
  expect(odoo.calls).toHaveLength(2);
  expect(text()).toContain("6 days 23 hours 58 minutes");
});

test("should say ordering is closed when the server has no later window, and stop asking", async () => {
  jest.setSystemTime(new Date("2026-11-26T22:58:30Z"));
  answers = [{ deadline: "2026-11-26T22:59:00Z", now: "" }];
  render(<Countdown />);
  await flush();

  await advance(60_000);
  expect(await screen.findByText(/Ordering for this weekend is closed/)).toBeInTheDocument();
  await advance(30 * 60_000);
  expect(odoo.calls).toHaveLength(2);
});

test("should count wall-clock days in the website's timezone in the week clocks go back", async () => {
  // Saturday 24 October 2026 10:00 in Brussels; cut-off Thursday 29 October 23:59.
  jest.setSystemTime(new Date("2026-10-24T08:00:00Z"));
  answers = [{ deadline: "2026-10-29T22:59:00Z", now: "", tz: "Europe/Brussels" }];
  render(<Countdown />);
  await flush();
  expect(text()).toContain("5 days 13 hours 59 minutes");
  expect(screen.getByText(/^Order by /)).toHaveTextContent(/Thursday, October 29.*11:59\s?PM/);
});

test("should follow the timezone the server names", async () => {
  jest.setSystemTime(new Date("2026-10-24T08:00:00Z"));
  answers = [{ deadline: "2026-10-29T22:59:00Z", now: "", tz: "UTC" }];
  render(<Countdown />);
  await flush();
  expect(text()).toContain("5 days 14 hours 59 minutes");
  expect(screen.getByText(/^Order by /)).toHaveTextContent(/Thursday, October 29.*10:59\s?PM/);
});

test("should say so when the deadline cannot be loaded", async () => {
  odoo.on("/get/duration", () => new Response("Bad Gateway", { status: 502 }));
  render(<Countdown />);
  await flush();
  expect(screen.getByText("Something went wrong. Please try again.")).toBeInTheDocument();
  expect(screen.queryByRole("timer")).toBeNull();
});
