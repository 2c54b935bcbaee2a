import { moveOnProblem } from "@/mealbox/shared/compose-rules";
import { safeHref } from "@/mealbox/shared/safe-href";
import { createSerialQueue } from "@/core/data/serial-queue";
import { dishPage, withDishChanges, withNextPage } from "../utils/dish-changes";
import type { MenuDishCard } from "../stores/wizard-state";
import { videoSource } from "../utils/video-embed";
import { DISHES } from "./fake-mealbox-server";
import { NO_FILTERS, readWizardLocation, wizardHref } from "../utils/wizard-url";

const FALLBACK = { meal: 3, people: 2, step: "compose" as const, orderId: null };

test("should read the step, box, order and filters from the URL", () => {
  expect(
    readWizardLocation(
      "?meal=4&people=1&state=extra&order_id=12&category=14&diet=3,1,1&filter=do_nothing",
      FALLBACK,
    ),
  ).toEqual({
    meal: 4,
    people: 1,
    step: "extra",
    orderId: 12,
    filters: { category: 14, diets: [1, 3], toggle: "do_nothing" },
  });
});

test("should fall back on the props for junk in the URL", () => {
  expect(
    readWizardLocation("?meal=x&state=pay&order_id=-1&category=a&diet=b,2&filter=evil", FALLBACK),
  ).toEqual({
    ...FALLBACK,
    filters: { category: 0, diets: [2], toggle: 0 },
  });
});

test("should write filters into the URL on the compose step only", () => {
  const filters = { category: 15, diets: [1, 2], toggle: "do_something" as const };
  expect(wizardHref({ meal: 3, people: 2, step: "compose", orderId: 7, filters })).toBe(
    "/mealbox?meal=3&people=2&state=compose&order_id=7&category=15&diet=1,2&filter=do_something",
  );
  expect(wizardHref({ meal: 3, people: 2, step: "extra", orderId: 7, filters })).toBe(
    "/mealbox?meal=3&people=2&state=extra&order_id=7",
  );
  expect(wizardHref({ meal: 3, people: 2, step: "compose", orderId: null, filters: NO_FILTERS })).toBe(
    "/mealbox?meal=3&people=2&state=compose",
  );
});

test("should tell what stops moving on", () => {
  expect(moveOnProblem(1, 3)).toEqual({ kind: "missing", count: 2 });
  expect(moveOnProblem(4, 3)).toEqual({ kind: "excess", count: 1 });
  expect(moveOnProblem(3, 3)).toBeNull();
});

test.each([
  ["https://www.youtube.com/embed/abc_1-2", { kind: "embed", src: "https://www.youtube.com/embed/abc_1-2" }],
  [
    "https://youtube-nocookie.com/embed/abc",
    { kind: "embed", src: "https://youtube-nocookie.com/embed/abc" },
  ],
  ["https://player.vimeo.com/video/12345", { kind: "embed", src: "https://player.vimeo.com/video/12345" }],
  ["https://www.youtube.com/watch?v=abc", { kind: "link", href: "https://www.youtube.com/watch?v=abc" }],
  ["https://evil.example/embed/abc", { kind: "link", href: "https://evil.example/embed/abc" }],
  [
    "https://www.youtube.com.evil.example/embed/abc",
    { kind: "link", href: "https://www.youtube.com.evil.example/embed/abc" },
  ],
  ["https://user:pw@www.youtube.com/embed/abc", null],
  ["javascript:alert(1)", null],
  ["data:text/html,hi", null],
  ["", null],
])("should treat the video URL %s safely", (url, expected) => {
  expect(videoSource(url)).toEqual(expected);
});

test.each([
  ["/web/login?redirect=%2Fmealbox", "/web/login?redirect=%2Fmealbox"],
  ["https://accounts.example/auth", "https://accounts.example/auth"],
  ["//evil.example/x", null],
  ["/\\evil.example", null],
  ["javascript:alert(1)", null],
])("should only allow safe links: %s", (href, expected) => {
  expect(safeHref(href)).toBe(expected);
});

test("should run queued tasks one at a time, in order, past failures", async () => {
  const queue = createSerialQueue();
  const log: string[] = [];
  let running = 0;
  const task =
    (name: string, fail = false) =>
    async () => {
      running++;
      expect(running).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 5));
      log.push(name);
      running--;
      if (fail) throw new Error(name);
      return name;
    };

  const results = await Promise.allSettled([
    queue.run(task("a")),
    queue.run(task("b", true)),
    queue.run(task("c")),
  ]);

  expect(log).toEqual(["a", "b", "c"]);
  expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
  expect(queue.size).toBe(0);
});

/** The fake's dishes as the server offers them: each with its place on the menu. */
const MENU: MenuDishCard[] = DISHES.map((dish, index) => ({ ...dish, menu_rank: index + 1 }));

test("should take the dishes taken out of the list kept and put those given back at their menu place", () => {
  const [stew, vol, mussels, salmon, lasagne] = MENU;
  const names = (page: { dishesRemaining: readonly { name: string }[] }) =>
    page.dishesRemaining.map((card) => card.name);
  // Every dish loaded (nothing more after them).
  const whole = (cards: MenuDishCard[]) => ({ dishesRemaining: cards, dishesMore: 0, dishesCursor: null });
  const list = [vol!, lasagne!];
  expect(names(withDishChanges(whole(list), [vol!.product_tmpl_id], []))).toEqual([lasagne!.name]);
  expect(names(withDishChanges(whole(list), [], [salmon!, stew!, mussels!]))).toEqual(
    [stew!, vol!, mussels!, salmon!, lasagne!].map((card) => card.name),
  );
  // Given back twice (a card already shown): once, at its place.
  expect(names(withDishChanges(whole([stew!, vol!]), [], [stew!]))).toEqual([stew!.name, vol!.name]);
  // The place is the server's menu_rank, not the order of the answer nor of the fake's list.
  const early = {
    ...lasagne!,
    product_id: 999,
    product_tmpl_id: 1999,
    name: "Soup of the week",
    menu_rank: 1,
  };
  expect(names(withDishChanges(whole(list), [], [early]))).toEqual([
    "Soup of the week",
    vol!.name,
    lasagne!.name,
  ]);
});

test("should keep a dish given back beyond the pages loaded for its page, counted among the more", () => {
  const [stew, vol, mussels, salmon, lasagne] = MENU;
  // The first page ends at the mussels; 2 more match after them.
  const page = dishPage({ product_remaining: [vol!, mussels!], remaining_more: 2 });
  expect(page.dishesCursor).toEqual({ productId: mussels!.product_id, menuRank: mussels!.menu_rank });
  // The mussels taken into the box: the cursor stays where the page ended.
  const changed = withDishChanges(page, [vol!.product_tmpl_id, mussels!.product_tmpl_id], [stew!, lasagne!]);
  expect(changed.dishesRemaining.map((card) => card.name)).toEqual([stew!.name]);
  expect(changed.dishesMore).toBe(3);
  expect(changed.dishesCursor).toEqual(page.dishesCursor);
  // The next page appended after them; a dish already shown is not shown twice.
  const next = withNextPage(changed, { product_remaining: [stew!, salmon!, lasagne!], remaining_more: 1 });
  expect(next.dishesRemaining.map((card) => card.name)).toEqual([stew!.name, salmon!.name, lasagne!.name]);
  expect(next).toMatchObject({ dishesMore: 1, dishesCursor: { productId: lasagne!.product_id } });
  // An empty page keeps the cursor; a first page without dishes has none.
  expect(withNextPage(next, { product_remaining: [], remaining_more: 0 }).dishesCursor).toEqual(
    next.dishesCursor,
  );
  expect(dishPage({ product_remaining: [], remaining_more: 0 })).toEqual({
    dishesRemaining: [],
    dishesMore: 0,
    dishesCursor: null,
  });
});
