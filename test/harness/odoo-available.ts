// Helpers for test files whose tests need a live Odoo (see global-setup.ts).

/** Why the Odoo-backed tests cannot run, or undefined when an Odoo is available. */
export function odooSkipReason(): string | undefined {
  if (process.env.WEEKBOX_TEST_ODOO_URL) return undefined;
  return (
    process.env.WEEKBOX_TEST_SKIP_REASON ??
    "WEEKBOX_TEST_ODOO_URL is not set (is test/harness/global-setup.ts this Jest config's globalSetup?)"
  );
}

export function odooAvailable(): boolean {
  return odooSkipReason() === undefined;
}

/** Base URL of the Odoo under test, without a trailing slash. */
export function odooUrl(): string {
  const url = process.env.WEEKBOX_TEST_ODOO_URL;
  if (!url) throw new Error(`no Odoo for the tests: ${odooSkipReason()}`);
  return url;
}

/** Name of the database the Odoo under test serves. */
export function odooDb(): string {
  return process.env.WEEKBOX_TEST_DB ?? "weekbox";
}

/** `describe` when an Odoo is available, else `describe.skip` with the reason in its name. */
export function describeWithOdoo(name: string, fn: () => void): void {
  const reason = odooSkipReason();
  if (reason === undefined) {
    describe(name, fn);
  } else {
    describe.skip(`${name} [skipped: ${reason}]`, fn);
  }
}
