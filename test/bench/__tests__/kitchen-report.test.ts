import type { KitchenFigures } from "../kitchen";
import { kitchenMarkdown } from "../kitchen-report";

const figures = (queries: [number, number], maxOpen: number): KitchenFigures => ({
  day: "2026-12-03",
  boxes: 10000,
  small_day: "2027-12-02",
  small_boxes: 100,
  generated: { boxes: 0, seconds: 0 },
  calls: [
    {
      name: "dishes to cook",
      route: "/web/dataset/call_kw/mealbox.kitchen.line/read_group",
      days: [
        { boxes: 100, p50: 20, p95: 30, queries: queries[0] },
        { boxes: 10000, p50: 90, p95: 120, queries: queries[1] },
      ],
    },
  ],
  flat: queries[0] === queries[1],
  opens: [{ view: "boxes", samples_ms: [800, maxOpen], p50: 800, max: maxOpen, ok: maxOpen < 2000 }],
  exports: [{ what: "CSV of the day", seconds: 3.2, kb: 2100 }],
});

test("should give each call's latency and queries for both days and the opens against 2 s", () => {
  const md = kitchenMarkdown(figures([4, 4], 1200));
  expect(md).toContain("| dishes to cook: `mealbox.kitchen.line/read_group` | 20 / 30 | 90 / 120 | 4 → 4 |");
  expect(md).toContain("Queries the same for 100 and 10000 boxes: ✓");
  expect(md).toContain("| boxes | 800, 1200 | 800 / 1200 | ✓ |");
  expect(md).toContain("| CSV of the day | 3.2 | 2100 |");
});

test("should mark growing queries and a slow open", () => {
  const md = kitchenMarkdown(figures([4, 14], 2500));
  expect(md).toContain("Queries the same for 100 and 10000 boxes: ✗");
  expect(md).toContain("| boxes | 800, 2500 | 800 / 2500 | ✗ |");
});
