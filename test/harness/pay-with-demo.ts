// Pays the order on Odoo's /shop/payment with the payment widget's test card,
// as a customer does (the demo provider, in test mode).
import path from "node:path";
import type { Page } from "playwright-core";
import { TEST_CARDS } from "../integration/payment-shop-order";

const ARTIFACTS = path.resolve(__dirname, "../.artifacts");

/**
 * Pays on /shop/payment with the project's payment form and a new card the demo provider
 * accepts, up to the confirmation page. `screenshot`: the file name (in test/.artifacts)
 * of the payment page's shot, if any.
 */
export async function payWithDemo(page: Page, screenshot?: string): Promise<void> {
  await page.waitForURL(/\/shop\/payment/);
  const form = page.locator('[data-widget="payment-form"][data-widget-state="mounted"]');
  // "Pay 36.25 €": the amount follows the order (carrier changes on the page).
  const pay = form.getByRole("button", { name: /^Pay(\s|$)/ });
  await pay.waitFor();
  if (screenshot) await page.screenshot({ path: path.join(ARTIFACTS, screenshot) });
  // A click on the option's label, as a customer does (the radio input itself is visually hidden).
  const card = page.locator(".weekbox-payment-option-label").getByText("Card", { exact: true });
  await form.locator("label.weekbox-payment-radio").filter({ has: card }).click();
  await form.getByLabel("Card number").pressSequentially(TEST_CARDS.accepted.replace(/\s/g, ""));
  await form.getByLabel("Expiry date (MM / YY)").pressSequentially("1239");
  await form.getByLabel("Security code (CVC)").pressSequentially("123");
  await form.getByLabel("Security code (CVC)").blur();
  await pay.click();
  // Paying runs Odoo's post-processing (order confirmation, e-mail with a PDF).
  await page.waitForURL(/\/shop\/confirmation/, { timeout: 90_000 });
}
