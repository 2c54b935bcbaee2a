// The browser suites' meal-box fixtures (test/harness/mealbox-fixtures.ts) after
// a run cut short: the menus a run's menu stood in for (the demo's, archived
// while the run lasts) come back with the next run, not only when the run that
// archived them ends. Here the menu in the way is the test's own, in a week of
// 2031 that no other menu covers, and the "server's clock" is handed to the
// fixtures: nothing of the demo's is touched. And a run that ends leaves none
// of its world's records active.
import { uniqueStamp } from "../harness/brussels-portal-user";
import { callKw } from "../harness/call-kw";
import type * as Fixtures from "../harness/mealbox-fixtures";
import { describeWithOdoo } from "../harness/odoo-available";
import { loginAs, type OdooSession } from "../harness/odoo-session";

/** A week no other menu covers: Monday 9 June 2031, "now" its Wednesday noon in Brussels. */
const CLOCK: Fixtures.ServerClock = {
  now: new Date("2031-06-11T10:00:00Z"),
  tz: "Europe/Brussels",
  deliveryDate: "2031-06-14",
  deadline: new Date("2031-06-12T21:59:00Z"),
};
const STANDING_PREFIX = "Cut-run test week";
/** Every model whose records the fixtures name with the run's stamp. */
const NAMED_MODELS = [
  "product.template",
  "product.product",
  "mealbox.week.menu",
  "mealbox.diet",
  "product.public.category",
  "mealbox.delivery.zone",
  "mealbox.pickup.store",
  "delivery.carrier",
  "loyalty.program",
];

/** The fixtures module loaded afresh: a run of its own (another stamp), as the next run of a suite. */
async function aRun(): Promise<typeof Fixtures> {
  let fixtures: typeof Fixtures | undefined;
  await jest.isolateModulesAsync(async () => {
    fixtures = await import("../harness/mealbox-fixtures");
  });
  return fixtures!;
}

describeWithOdoo("meal-box fixtures after a cut run", () => {
  let admin: OdooSession;
  let standing = 0;

  const activeOf = async (ids: number[]) =>
    (
      await callKw<{ id: number; active: boolean }[]>(admin, "mealbox.week.menu", "read", [ids, ["active"]])
    ).map((menu) => menu.active);

  beforeAll(async () => {
    admin = await loginAs("admin", "admin");
    // What this test left when it was cut itself: its menu would be in the way of its new one.
    const left = await callKw<number[]>(admin, "mealbox.week.menu", "search", [
      [
        ["name", "=like", `${STANDING_PREFIX}%`],
        ["active", "in", [true, false]],
      ],
    ]);
    if (left.length) await callKw(admin, "mealbox.week.menu", "unlink", [left]);
    standing = await callKw<number>(admin, "mealbox.week.menu", "create", [
      { name: `${STANDING_PREFIX} ${uniqueStamp()}`, date_start: "2031-06-09" },
    ]);
  });
  afterAll(async () => {
    if (standing) await callKw(admin, "mealbox.week.menu", "unlink", [[standing]]);
  });

  test("should bring back the menu a cut run archived once the next run is done", async () => {
    // The cut run: its menu stands in for the standing one, and it never calls remove().
    const cut = await (await aRun()).createWeekMenu(admin, CLOCK);
    await expect(activeOf([standing])).resolves.toEqual([false]);
    expect(cut.dishes.length).toBeGreaterThan(0);

    // The next run: the standing menu is out of its way while it runs, back after.
    const next = await (await aRun()).createWeekMenu(admin, CLOCK);
    await expect(activeOf([standing])).resolves.toEqual([false]);
    await next.remove();
    await expect(activeOf([standing])).resolves.toEqual([true]);
    // And the cut run's own dishes were archived by the next run (a leftover, another stamp).
    const cutDishes = await callKw<number[]>(admin, "product.template", "search", [
      [["id", "in", cut.dishes.map((dish) => dish.id)]],
    ]);
    expect(cutDishes).toEqual([]);
  });

  test("should leave none of a run's world active once the run removes it", async () => {
    const run = await aRun();
    const world = await run.createMealboxWorld(admin, { zoneZip: "1000", store: true, promo: true });
    await world.remove();
    const left: Record<string, string[]> = {};
    for (const model of NAMED_MODELS) {
      const active = await callKw<{ name: string }[]>(admin, model, "search_read", [
        [["name", "like", run.RUN_STAMP]],
        ["name"],
      ]);
      left[model] = active.map((record) => record.name);
    }
    expect(left).toEqual(Object.fromEntries(NAMED_MODELS.map((model) => [model, []])));
    const boxes = await callKw<{ active: boolean }[]>(admin, "mealbox.box", "read", [
      world.boxes.sizes.map((size) => size.id),
      ["active"],
    ]);
    expect(boxes.map((box) => box.active)).toEqual(world.boxes.sizes.map(() => false));
  });
});
