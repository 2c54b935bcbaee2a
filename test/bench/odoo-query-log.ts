// Odoo's werkzeug log line for each request ends with its SQL query count:
//   "POST /load/mealbox HTTP/1.1" 200 - 41 0.021 0.035
// Reading the lines a run added gives the queries per route, from the server itself.
// With workers (prefork) every worker inherits the runner's log file (opened for
// appending), so the lines of all workers land in it whole, each with its own
// request's count (Odoo counts per thread, and a worker serves one request at a
// time); the bench's requests are sequential, so they appear in order.
import fs from "node:fs";

const LINE = /"(?:GET|POST) (\S+?)(?:\?\S*)? HTTP\/1\.[01]" \d{3} - (\d+) /;

export function logSize(file: string | undefined): number {
  return file ? fs.statSync(file).size : 0;
}

/** Query counts per route for the requests logged since `offset`. */
export function queriesSince(file: string | undefined, offset: number): Map<string, number[]> {
  const counts = new Map<string, number[]>();
  if (!file) return counts;
  const text = fs.readFileSync(file).subarray(offset).toString("utf8");
  for (const line of text.split("\n")) {
    const match = LINE.exec(line);
    if (!match) continue;
    const [, route = "", queries = "0"] = match;
    counts.set(route, [...(counts.get(route) ?? []), Number(queries)]);
  }
  return counts;
}

/**
 * The query counts of `route` since `offset`, once `expected` of them are logged:
 * Odoo writes the line after it has sent the answer, so the last one may lag.
 */
export async function routeQueries(
  file: string | undefined,
  offset: number,
  route: string,
  expected: number,
): Promise<number[]> {
  if (!file) return [];
  for (const deadline = Date.now() + 3_000; ;) {
    const counts = queriesSince(file, offset).get(route) ?? [];
    if (counts.length >= expected || Date.now() > deadline) return counts;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
