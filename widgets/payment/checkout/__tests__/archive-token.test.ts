import { createRpcClient } from "@/core/rpc/rpc-client";
import { InvalidResponseError } from "@/core/rpc/rpc-errors";
import { createFakeOdoo } from "@/core/testing/fake-odoo-fetch";
import { archiveToken } from "../api/archive-token";

// Odoo 17's /payment/archive_token returns None, and Odoo then leaves `result`
// out of the JSON-RPC answer altogether.
test("should take Odoo's answer without a result as the deletion done", async () => {
  const odoo = createFakeOdoo({ "/payment/archive_token": () => Response.json({ jsonrpc: "2.0", id: 1 }) });
  const client = createRpcClient({ baseUrl: "http://odoo.test", fetch: odoo.fetch });
  await expect(archiveToken(client.call, 7)).resolves.toBe(true);
  expect(odoo.calls[0]?.body).toMatchObject({ params: { token_id: 7 } });
});

test("should still refuse a missing result where the route promises one", async () => {
  const odoo = createFakeOdoo({ "/payment/status/poll": () => Response.json({ jsonrpc: "2.0", id: 1 }) });
  const client = createRpcClient({ baseUrl: "http://odoo.test", fetch: odoo.fetch });
  await expect(client.call("/payment/status/poll", {})).rejects.toBeInstanceOf(InvalidResponseError);
});
