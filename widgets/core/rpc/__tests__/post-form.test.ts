import { postForm } from "@/core/rpc/post-form";
import { ConnectionLostError } from "@/core/rpc/rpc-errors";
import { createFakeOdoo } from "@/core/testing/fake-odoo-fetch";

const odooGlobal = globalThis as { odoo?: unknown };

afterEach(() => {
  delete odooGlobal.odoo;
});

test("should post form-encoded fields with Odoo's CSRF token", async () => {
  odooGlobal.odoo = { csrf_token: "token-123", debug: "" };
  const odoo = createFakeOdoo({ "/shop/address": () => new Response("<html>ok</html>", { status: 200 }) });

  const response = await postForm(
    "http://shop.test/shop/address",
    { name: "Ann", zip: "1000" },
    { fetch: odoo.fetch },
  );

  expect(response.status).toBe(200);
  expect(await response.text()).toBe("<html>ok</html>");
  const [call] = odoo.calls;
  expect(call?.method).toBe("POST");
  expect(call?.headers.get("content-type")).toContain("application/x-www-form-urlencoded");
  expect(call?.body).toEqual({ name: "Ann", zip: "1000", csrf_token: "token-123" });
});

test("should not let a field replace the CSRF token", async () => {
  odooGlobal.odoo = { csrf_token: "real" };
  const odoo = createFakeOdoo({ "/form": () => new Response("") });

  await postForm("http://shop.test/form", { csrf_token: "forged" }, { fetch: odoo.fetch });

  expect(odoo.calls[0]?.body).toEqual({ csrf_token: "real" });
});

test("should report a network failure as ConnectionLostError", async () => {
  jest.spyOn(console, "warn").mockImplementation(() => {});

  await expect(
    postForm("http://shop.test/form", {}, { fetch: () => Promise.reject(new TypeError("fetch failed")) }),
  ).rejects.toBeInstanceOf(ConnectionLostError);
});
