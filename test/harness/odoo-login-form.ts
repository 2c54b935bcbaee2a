// Logs the browser in through Odoo's own /web/login form, as a customer would
// (the browser then holds that user's session cookie).
import type { Page } from "playwright-core";
import { odooUrl } from "./odoo-available";

export async function loginThroughForm(page: Page, login: string, password: string): Promise<void> {
  await page.goto(`${odooUrl()}/web/login`);
  await page.fill('input[name="login"]', login);
  await page.fill('input[name="password"]', password);
  await Promise.all([
    page.waitForURL((url) => !url.pathname.startsWith("/web/login"), { waitUntil: "commit" }),
    page.locator('form.oe_login_form button[type="submit"]').click(),
  ]);
}
