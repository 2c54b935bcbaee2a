// Jest globalSetup: acquires one Odoo for the whole run and hands it to the
// test workers through environment variables, which they inherit:
//   WEEKBOX_TEST_ODOO_URL, WEEKBOX_TEST_DB   when an Odoo is available,
//   WEEKBOX_TEST_SKIP_REASON                 when not (suites then skip; under
//                                            WEEKBOX_NO_SKIP=1 the run fails instead).
import { acquireOdoo } from "./get-odoo";
import type { AcquiredOdoo } from "./get-odoo";

type HarnessGlobal = typeof globalThis & { __WEEKBOX_ODOO__?: AcquiredOdoo | "pending" | "done" };

export default async function globalSetup(): Promise<void> {
  const g = globalThis as HarnessGlobal;
  // Once per run, even when several Jest projects name this globalSetup.
  if (g.__WEEKBOX_ODOO__ !== undefined) return;
  g.__WEEKBOX_ODOO__ = "pending";
  // An Odoo acquired by an outer process (e.g. a wrapper script) is used as is.
  if (process.env.WEEKBOX_TEST_ODOO_URL || process.env.WEEKBOX_TEST_SKIP_REASON) {
    g.__WEEKBOX_ODOO__ = "done";
    return;
  }

  const started = Date.now();
  const got = await acquireOdoo();
  if ("skip" in got) {
    // CI with an Odoo source tree: a suite that cannot start has failed.
    if (process.env.WEEKBOX_NO_SKIP === "1")
      throw new Error(`no Odoo for the tests (WEEKBOX_NO_SKIP=1): ${got.skip}`);
    process.env.WEEKBOX_TEST_SKIP_REASON = got.skip;
    g.__WEEKBOX_ODOO__ = "done";
    console.warn(`\n[weekbox] Odoo-backed tests are SKIPPED: ${got.skip}\n`);
    return;
  }
  process.env.WEEKBOX_TEST_ODOO_URL = got.url;
  process.env.WEEKBOX_TEST_DB = got.db;
  g.__WEEKBOX_ODOO__ = got;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `\n[weekbox] Odoo for the tests: ${got.url} (db ${got.db}, via ${got.how}, ready in ${seconds} s)`,
  );
}
