import { chromium } from "playwright-core";
const base = "http://127.0.0.1:8069";
const browser = await chromium.launch({ executablePath: "/usr/lib/chromium/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const path of ["/shop/cart", "/shop/cart", "/shop"]) {
  const context = await browser.newContext();
  await context.route((u) => !["127.0.0.1", "localhost"].includes(u.hostname), (r) => r.abort());
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__marks = [];
    new MutationObserver((recs) => { for (const r of recs) if (r.attributeName === "data-widget-state") window.__marks.push([r.target.getAttribute("data-widget"), r.target.getAttribute("data-widget-state"), performance.now()]); })
      .observe(document, { attributes: true, subtree: true, attributeFilter: ["data-widget-state"] });
  });
  await page.goto(base + path);
  await page.waitForTimeout(2500);
  const r = await page.evaluate(() => {
    const nav = performance.getEntriesByType("navigation")[0];
    const dcl = nav.domContentLoadedEventStart;
    const res = performance.getEntriesByType("resource").filter((e) => e.name.includes("static/dist") || e.name.includes("translations")).map((e) => [e.name.split("/").pop().slice(0, 40), Math.round(e.startTime - dcl), Math.round(e.responseEnd - dcl)]);
    return { dcl: Math.round(dcl), marks: window.__marks.filter((m) => m[1] === "mounted").map((m) => [m[0], Math.round(m[2] - dcl)]), res };
  });
  console.log(path, "DCL", r.dcl, JSON.stringify(r.marks));
  if (path === "/shop") console.log(r.res.map((x) => x.join(" ")).join("\n"));
  await context.close();
}
await browser.close();
