// The kitchen section's markdown (bench.md): the views' server calls for a day
// of 100 and of 10,000 boxes, the view opened in Chromium, the day's exports.
import { KITCHEN_TARGET_MS, type KitchenFigures } from "./kitchen";

function table(head: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;
  return [line(head), line(head.map(() => "---")), ...rows.map(line)].join("\n");
}

export function kitchenMarkdown(figures: KitchenFigures): string {
  const [small, large] = [figures.small_boxes, figures.boxes];
  const calls = table(
    [
      "call",
      `${small} boxes p50 / p95 ms`,
      `${large} boxes p50 / p95 ms`,
      `SQL queries (${small} → ${large} boxes)`,
    ],
    figures.calls.map((call) => {
      const [a, b] = call.days;
      return [
        `${call.name}: \`${call.route.replace("/web/dataset/call_kw/", "")}\``,
        a ? `${a.p50} / ${a.p95}` : "-",
        b ? `${b.p50} / ${b.p95}` : "-",
        `${a?.queries ?? "?"} → ${b?.queries ?? "?"}`,
      ];
    }),
  );
  const opens = figures.opens.length
    ? table(
        [
          "view (menu click → shown, warm web client)",
          "samples ms",
          "p50 / max ms",
          `target < ${KITCHEN_TARGET_MS} ms`,
        ],
        figures.opens.map((open) => [
          open.view,
          open.samples_ms.join(", "),
          `${open.p50} / ${open.max}`,
          open.ok ? "✓" : "✗",
        ]),
      )
    : "Not opened in Chromium (no browser).";
  const exports = table(
    ["export", "seconds", "KB"],
    figures.exports.map((e) => [e.what, e.seconds, e.kb]),
  );
  return [
    `Delivery day ${figures.day}: ${large} confirmed boxes (the day of ${small}: ${figures.small_day}); ` +
      `${figures.generated.boxes} made in this run in ${figures.generated.seconds} s. ` +
      `Queries the same for ${small} and ${large} boxes: ${figures.flat ? "✓" : "✗"}.`,
    calls,
    opens,
    exports,
  ].join("\n\n");
}
