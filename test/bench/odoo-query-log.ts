// Odoo's werkzeug log line for each request ends with its SQL query count:
//   "POST /load/mealbox HTTP/1.1" 200 - 41 0.021 0.035
// Reading the lines a run added gives the queries per route, from the server itself.
import fs from "node:fs";
import path from "node:path";
import { repoRoot } from "../harness/get-odoo";

const LINE = /"(?:GET|POST) (\S+?)(?:\?\S*)? HTTP\/1\.[01]" \d{3} - (\d+) /;

export function odooLogFile(): string | undefined {
  const file = path.join(process.env.WEEKBOX_STATE_DIR ?? path.join(repoRoot(), ".odoo-native"), "odoo.log");
  return fs.existsSync(file) ? file : undefined;
}

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
