// axe-core in the page under test: only what blocks people (serious, critical)
// fails a test; each violation comes back as "rule (impact): targets", each
// target with what axe found (a contrast's colours and ratio), to tell a real
// defect from a page caught mid-change.
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";

const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

type AxeRun = (
  context: unknown,
  options: unknown,
) => Promise<{
  violations: {
    id: string;
    impact: string;
    nodes: { target: string[]; any?: { message?: string }[]; all?: { message?: string }[] }[];
  }[];
}>;

/** Serious and critical violations inside the elements matching `include` (CSS selectors). */
export async function seriousAxeViolations(page: Page, include: string[]): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async (selectors) => {
    const axe = (window as unknown as { axe: { run: AxeRun } }).axe;
    const result = await axe.run(
      { include: selectors.map((selector) => [selector]) },
      { resultTypes: ["violations"] },
    );
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.map((n) => {
        const found = [...(n.any ?? []), ...(n.all ?? [])].find((check) => check.message)?.message;
        return found ? `${n.target.join(" ")} [${found}]` : n.target.join(" ");
      }),
    }));
  }, include);
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.targets.join(", ")}`);
}
