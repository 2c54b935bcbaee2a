// A phone on a slow connection, close to Lighthouse's mobile preset (issue #30
// measured the delivery step's layout shift there): the CPU 4× slower, 150 ms
// round trips, through Chromium's own throttling (DevTools protocol). Odoo
// serves its assets uncompressed here (no gzip proxy in front), so the
// download rate is 10 Mbit/s rather than Lighthouse's 1.6: the same phases,
// the same order, a load of seconds rather than half a minute.
import type { Page } from "playwright-core";

/** Lighthouse's mobile screen (a Moto G Power). */
export const PHONE_VIEWPORT = { width: 412, height: 823 };

/** Slows `page` down until the returned function is called. */
export async function slowPhone(page: Page): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (10 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  return async () => {
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await cdp.detach();
  };
}
