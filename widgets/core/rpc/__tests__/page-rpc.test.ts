// The page-wide client (page-rpc.ts): created with the first call, then each
// call reaches the network in its caller's task.
import { rpc } from "@/core/rpc/page-rpc";
import { createFakeOdoo, odooResult } from "@/core/testing/fake-odoo-fetch";

const ROUTE = "/shop/weekbox/promo";

afterEach(() => jest.restoreAllMocks());

test("should send a call in the caller's task once the page's client exists", async () => {
  const odoo = createFakeOdoo({ [ROUTE]: () => odooResult({}) });
  const fetch = jest.spyOn(globalThis, "fetch").mockImplementation(odoo.fetch);
  // The first call waits for the client's code; its answer does not matter here.
  await rpc.call(ROUTE, { code: "WEEKBOX10" }).catch(() => undefined);
  expect(fetch).toHaveBeenCalledTimes(1);

  // Nothing awaited before the request: what the caller changed renders after it left.
  const second = rpc.call(ROUTE, { code: "WEEKBOX10" }).catch(() => undefined);
  expect(fetch).toHaveBeenCalledTimes(2);
  await second;
});
