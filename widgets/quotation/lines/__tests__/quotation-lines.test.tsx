import * as v from "valibot";
import { act, render, screen, within } from "@testing-library/react";
import { setImmediate as nextMacrotask } from "node:timers";
import userEvent from "@testing-library/user-event";
import { RpcClientContext } from "@/core/data/rpc-client-context";
import { reloadPage } from "@/core/page/page-navigation";
import type { QuoteState } from "@/core/rpc/routes/quotation-routes";
import { createRpcClient } from "@/core/rpc/rpc-client";
import { createFakeOdoo, odooError, odooResult, type FakeHandler } from "@/core/testing/fake-odoo-fetch";
import { QuotationLines } from "../components/quotation-lines";
import { QuotationTotal } from "../components/quotation-total";
import { quotationLinesProps } from "../quotation-lines-props";
import { typedQuantity } from "../utils/typed-quantity";

jest.mock("@/core/page/page-navigation", () => ({ reloadPage: jest.fn() }));
afterEach(() => jest.mocked(reloadPage).mockClear());

const EUR = { name: "EUR", symbol: "€", position: "after" as const, decimals: 2 };

function line(id: number, name: string, quantity: number, price: number, editable: boolean) {
  return {
    id,
    kind: "product" as const,
    name,
    quantity,
    uom: "Units",
    price_unit: price,
    discount: 0,
    taxes: "21%",
    price_subtotal: quantity * price,
    price_total: quantity * price * 1.21,
    is_downpayment: false,
    editable,
    whole_units: true,
  };
}

function quote(
  lampQuantity: number,
  options = [{ id: 9, name: "Chair", price_unit: 45, discount: 0 }],
): QuoteState {
  const untaxed = 200 + lampQuantity * 30;
  return {
    order_id: 7,
    editable: true,
    currency: EUR,
    lines: [line(1, "Desk", 1, 200, false), line(2, "Lamp", lampQuantity, 30, true)],
    options,
    amount_untaxed: untaxed,
    amount_tax: untaxed * 0.21,
    amount_total: untaxed * 1.21,
  };
}

function answer(lampQuantity: number) {
  const next = quote(lampQuantity);
  return odooResult({
    order_amount_total: next.amount_total,
    order_amount_untaxed: next.amount_untaxed,
    order_amount_tax: next.amount_tax,
    order_line_product_uom_qty: lampQuantity,
    order_line_price_total: lampQuantity * 30 * 1.21,
    order_line_price_subtotal: lampQuantity * 30,
    line_removed: lampQuantity === 0,
    quote: lampQuantity === 0 ? { ...next, lines: next.lines.slice(0, 1) } : next,
  });
}

function renderLines(update: FakeHandler, extra: Record<string, FakeHandler> = {}) {
  const server = createFakeOdoo({ "/quote/update_line_dict": update, ...extra });
  const user = userEvent.setup();
  render(
    <RpcClientContext.Provider value={createRpcClient({ fetch: server.fetch })}>
      <QuotationLines orderId={7} token="tok" quote={quote(2)} />
      <QuotationTotal orderId={7} amountTotal={quote(2).amount_total} currency={EUR} />
    </RpcClientContext.Provider>,
  );
  const sent = () => server.calls.filter((call) => call.url.pathname === "/quote/update_line_dict");
  return { server, user, sent };
}

const total = () => screen.getByText((_, element) => element?.getAttribute("data-total") === "total");

test("should send false for a negative typed quantity, nothing for text that is no number", () => {
  expect(typedQuantity("-3")).toBe(false);
  expect(typedQuantity("4")).toBe(4);
  expect(typedQuantity("1,5")).toBe(1.5);
  expect(typedQuantity("0")).toBe(0);
  expect(typedQuantity("abc")).toBeNull();
  expect(typedQuantity("")).toBeNull();
});

test("should add one with +, then show the server's line and totals, the sidebar total too", async () => {
  const { user, sent } = renderLines(() => answer(3));
  expect(total()).toHaveTextContent("314.60");
  await user.click(screen.getByRole("button", { name: "Add one Lamp" }));
  expect(await screen.findByDisplayValue("3")).toBeInTheDocument();
  expect(sent().map((call) => (call.body as { params: unknown }).params)).toEqual([
    { order_id: 7, line_id: 2, token: "tok" },
  ]);
  expect(total()).toHaveTextContent("350.90");
  expect(
    screen.getByText((_, element) => element?.getAttribute("data-total") === "untaxed"),
  ).toHaveTextContent("290.00");
  expect(screen.getAllByText(/350\.90/).length).toBeGreaterThanOrEqual(2);
  // No + / − on the desk: it is no optional product.
  expect(screen.queryByRole("button", { name: "Add one Desk" })).toBeNull();
});

test("should remove one with −, and the line with the bin", async () => {
  let next = 1;
  const { user, sent } = renderLines(() => answer(next));
  await user.click(screen.getByRole("button", { name: "Remove one Lamp" }));
  expect(await screen.findByDisplayValue("1")).toBeInTheDocument();
  next = 0;
  await user.click(screen.getByRole("button", { name: "Remove Lamp" }));
  await screen.findByText(
    (_, element) =>
      element?.getAttribute("data-total") === "total" && /242\.00/.test(element.textContent ?? ""),
  );
  expect(screen.queryByText("Lamp")).toBeNull();
  expect(sent().map((call) => (call.body as { params: Record<string, unknown> }).params)).toEqual([
    { order_id: 7, line_id: 2, token: "tok", remove: true },
    { order_id: 7, line_id: 2, token: "tok", unlink: true },
  ]);
});

test("should send a typed quantity once on Enter, false for a negative one, nothing for text", async () => {
  const { user, sent } = renderLines(({ params }) => {
    const typed = (params as { input_quantity: number | false }).input_quantity;
    return answer(typed === false ? 3 : typed);
  });
  const field = screen.getByRole("textbox", { name: "Quantity of Lamp" });
  await user.clear(field);
  await user.type(field, "5{Enter}");
  expect(await screen.findByDisplayValue("5")).toBeInTheDocument();
  await user.clear(field);
  await user.type(field, "-2{Enter}");
  expect(await screen.findByDisplayValue("3")).toBeInTheDocument();
  await user.clear(field);
  await user.type(field, "abc{Enter}");
  expect(field).toHaveValue("3");
  expect(
    sent().map((call) => (call.body as { params: { input_quantity?: unknown } }).params.input_quantity),
  ).toEqual([5, false]);
});

test("should send a typed quantity when typing pauses", async () => {
  jest.useFakeTimers();
  try {
    const { sent } = renderLines(() => answer(4));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const field = screen.getByRole("textbox", { name: "Quantity of Lamp" });
    await user.clear(field);
    await user.type(field, "4");
    expect(sent()).toHaveLength(0);
    // One act scope from the pause until the fake Odoo's answer has landed (Node's
    // fetch reads its body over real macrotasks, node:timers' own): the send, the
    // field's busy state and the answer's re-render all happen inside it, none
    // between two act calls or after the test.
    await act(async () => {
      jest.advanceTimersByTime(800);
      for (let turn = 0; turn < 10; turn++) await new Promise((resolve) => nextMacrotask(resolve));
    });
    expect(sent()).toHaveLength(1);
    expect(total()).toHaveTextContent("387.20");
  } finally {
    jest.useRealTimers();
  }
});

test("should keep the numbers and say why when the server refuses", async () => {
  const { user } = renderLines(() =>
    odooError({
      name: "odoo.exceptions.UserError",
      message: "This quotation can no longer be changed online.",
    }),
  );
  await user.click(screen.getByRole("button", { name: "Add one Lamp" }));
  expect(await screen.findByText("This quotation can no longer be changed online.")).toBeInTheDocument();
  expect(screen.getByRole("textbox", { name: "Quantity of Lamp" })).toHaveValue("2");
  expect(total()).toHaveTextContent("314.60");
  expect(screen.getByRole("button", { name: "Add one Lamp" })).toBeEnabled();
});

test("should fall back to /quote/update_line when the line's route fails on its way, showing its numbers", async () => {
  const { user, server } = renderLines(() => new Response("<h1>Bad Gateway</h1>", { status: 502 }), {
    "/quote/update_line": () => odooResult([1, quote(1).amount_total, quote(1)]),
  });
  await user.click(screen.getByRole("button", { name: "Remove one Lamp" }));
  expect(await screen.findByDisplayValue("1")).toBeInTheDocument();
  expect(total()).toHaveTextContent("278.30");
  expect(server.calls.map((call) => [call.url.pathname, (call.body as { params: unknown }).params])).toEqual([
    ["/quote/update_line_dict", { order_id: 7, line_id: 2, token: "tok", remove: true }],
    ["/quote/update_line", { order_id: 7, line_id: 2, token: "tok", remove: true }],
  ]);
  expect(screen.getByRole("status")).toHaveTextContent("");
});

test("should fall back after a server error, not after a refusal nor for a typed quantity", async () => {
  let failure: FakeHandler = () => odooError({ name: "builtins.KeyError", message: "'lamp'" });
  const { user, server } = renderLines((request) => failure(request), {
    "/quote/update_line": () => odooResult([3, quote(3).amount_total, quote(3)]),
  });
  const routes = () => server.calls.map((call) => call.url.pathname);
  await user.click(screen.getByRole("button", { name: "Add one Lamp" }));
  expect(await screen.findByDisplayValue("3")).toBeInTheDocument();
  expect(routes()).toEqual(["/quote/update_line_dict", "/quote/update_line"]);

  // A typed 5 cannot be said to the other route (it would add one lamp).
  const field = screen.getByRole("textbox", { name: "Quantity of Lamp" });
  await user.clear(field);
  await user.type(field, "5{Enter}");
  expect(await screen.findByText("Something went wrong. Please try again.")).toBeInTheDocument();
  expect(routes().slice(2)).toEqual(["/quote/update_line_dict"]);
  expect(field).toHaveValue("3");

  failure = () => odooError({ name: "odoo.exceptions.UserError", message: "No more lamps." });
  await user.click(screen.getByRole("button", { name: "Add one Lamp" }));
  expect(await screen.findByText("No more lamps.")).toBeInTheDocument();
  expect(routes().slice(3)).toEqual(["/quote/update_line_dict"]);
});

test.each([
  ["the line's route", { "/quote/update_line_dict": () => odooResult(null) }],
  [
    "its fallback",
    {
      "/quote/update_line_dict": () => new Response("", { status: 503 }),
      "/quote/update_line": () => odooResult(false),
    },
  ],
])("should reload the page when %s answers nothing", async (_, routes) => {
  const { "/quote/update_line_dict": update, ...extra } = routes as Record<string, FakeHandler>;
  const { user } = renderLines(update!, extra);
  await user.click(screen.getByRole("button", { name: "Add one Lamp" }));
  await act(async () => {});
  expect(reloadPage).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole("alert")).toBeNull();
});

test("should add an option and show it among the lines", async () => {
  const added = { ...quote(2, []), lines: [...quote(2).lines, line(3, "Chair", 1, 45, true)] };
  const { user, server } = renderLines(() => answer(2), { "/quote/add_option": () => odooResult(added) });
  const options = screen.getByRole("heading", { name: "Options" }).closest("section")!;
  await user.click(within(options as HTMLElement).getByRole("button", { name: /Add Chair/ }));
  expect(await screen.findByRole("textbox", { name: "Quantity of Chair" })).toHaveValue("1");
  expect(screen.queryByRole("heading", { name: "Options" })).toBeNull();
  expect(server.calls.at(-1)!.body).toMatchObject({ params: { order_id: 7, option_id: 9, token: "tok" } });
});

test("should refuse props without the quotation", () => {
  expect(v.safeParse(quotationLinesProps, { orderId: 7, token: "x" }).success).toBe(false);
  expect(v.safeParse(quotationLinesProps, { orderId: 7, token: "x", quote: quote(2) }).success).toBe(true);
});
