// Jest globalTeardown: stops what global-setup.ts started (never an Odoo that
// was running before: acquireOdoo gives those a no-op stop).
import type { AcquiredOdoo } from "./get-odoo";

type HarnessGlobal = typeof globalThis & { __WEEKBOX_ODOO__?: AcquiredOdoo | "pending" | "done" };

export default async function globalTeardown(): Promise<void> {
  const g = globalThis as HarnessGlobal;
  const odoo = g.__WEEKBOX_ODOO__;
  if (odoo === undefined || typeof odoo === "string") return;
  g.__WEEKBOX_ODOO__ = "done";
  await odoo.stop();
}
