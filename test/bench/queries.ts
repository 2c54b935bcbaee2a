// SQL queries per meal-box route, read from Odoo's request log, for carts of
// different sizes; run once with the demo menu and once with 2,000 dishes.
// Equal counts across the matrix mean no query per dish or per cart line (no N+1).
import type { OdooSession } from "../harness/odoo-session";
import { createCustomers } from "./bench-admin";
import { ALL_ROUTES, prepareBox, routeCalls, type BoxSize } from "./bench-box";
import { logSize, routeQueries } from "./odoo-query-log";
import { median } from "./stats";

/** Boxes of 5 meals; a spare dish goes in and out, so the cart holds filled / filled + 1 meals. */
const CARTS: { label: string; size: BoxSize; filled: number }[] = [
  { label: "empty box (0–1 meal), 1 person", size: { meals: 5, people: 1 }, filled: 0 },
  { label: "1 person × 5 meals (4–5 in cart)", size: { meals: 5, people: 1 }, filled: 4 },
  { label: "5 people × 5 meals (4–5 in cart)", size: { meals: 5, people: 5 }, filled: 4 },
];

export type QueryColumn = {
  menu: string;
  dishes: number;
  cart: string;
  /** Meals in the box before the spare dish toggles in and out. */
  filled: number;
  people: number;
  /** Per route: the median count of its costlier operation (null: not in the log). */
  queries: Record<string, number | null>;
  /** Every measured request's count, in order (adds and removes alternate). */
  raw: Record<string, number[]>;
};

/**
 * Adds and removes alternate (bench-box.ts): each operation's counts get their
 * own median and the costlier one is reported. Medians, because each of Odoo's
 * workers has its own caches: a request may land on a worker that is still cold.
 */
const WARMUP = 4;

function costlierMedian(counts: number[]): number | null {
  const halves = [counts.filter((_, i) => i % 2 === 0), counts.filter((_, i) => i % 2 === 1)].filter(
    (h) => h.length,
  );
  return halves.length ? Math.max(...halves.map((h) => median(h))) : null;
}

export async function measureQueries(
  odoo: { url: string; db: string },
  admin: OdooSession,
  menu: string,
  logFile: string | undefined,
  shopProductId: number,
  samples: number,
): Promise<QueryColumn[]> {
  const customers = await createCustomers(admin, "queries", CARTS.length);
  const columns: QueryColumn[] = [];
  for (const [index, cart] of CARTS.entries()) {
    const box = await prepareBox(odoo, customers[index]!, cart.size, cart.filled);
    const calls = routeCalls(box, shopProductId);
    const queries: Record<string, number | null> = {};
    const raw: Record<string, number[]> = {};
    const requests = WARMUP + 2 * Math.ceil(samples / 2);
    for (const route of ALL_ROUTES) {
      const offset = logSize(logFile);
      // Warm-up calls first: caches (routing map, ormcache) filled, as in a running shop.
      for (let i = 0; i < requests; i++) await calls[route](i);
      const counts = (await routeQueries(logFile, offset, route, requests)).slice(WARMUP);
      raw[route] = counts;
      queries[route] = costlierMedian(counts);
    }
    columns.push({
      menu,
      dishes: box.dishes,
      cart: cart.label,
      filled: cart.filled,
      people: cart.size.people,
      queries,
      raw,
    });
    process.stdout.write(`  queries ${menu}, ${cart.label}: done\n`);
  }
  return columns;
}
