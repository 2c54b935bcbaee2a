import { act, screen, waitFor } from "@testing-library/react";
import { getDefaultStore } from "jotai";
import { checkoutUpdatesPendingAtom } from "@/sale/checkout-store";
import { odooError, odooResult, type FakeReply } from "@/core/testing/fake-odoo-fetch";
import widget from "../shop-delivery-date-widget";
import {
  ORDER_ID,
  SET,
  createFakeDates,
  datesWith,
  pendingUpdates,
  renderDates,
  saves,
} from "./date-test-kit";

beforeEach(() => getDefaultStore().set(checkoutUpdatesPendingAtom, 0));

/** The calendar's cell of a day of April 2030. */
function day(date: number) {
  return screen.getByRole("button", { name: new RegExp(`\\bApril ${date}, 2030`) });
}

function isUnavailable(date: number) {
  return day(date).getAttribute("aria-disabled") === "true";
}

async function shown(text: RegExp) {
  await waitFor(() => expect(screen.getByText(text)).toBeInTheDocument());
}

test("should check its props", () => {
  expect(widget.props.safeParse({ orderId: "42" }).success).toBe(false);
  expect(widget.props.parse({ orderId: ORDER_ID })).toEqual({ orderId: ORDER_ID });
});

test("should save the first day offered at 16:00 by default, in one call", async () => {
  const odoo = createFakeDates();
  renderDates(odoo);
  await shown(/Delivery on .*April 1, 2030 at 16:00/);
  await waitFor(() => expect(saves(odoo)).toEqual([{ order_id: ORDER_ID, date: "2030-04-01", hour: 16 }]));
  expect(odoo.calls.map((call) => call.url.pathname)).toEqual(["/shop/checkout/get_dates", SET]);
});

test("should show the order's previous date and save nothing", async () => {
  const odoo = createFakeDates(datesWith({ selected: { date: "2030-04-09", hour: 11 } }));
  renderDates(odoo);
  await shown(/Delivery on .*April 9, 2030 at 11:00/);
  expect(day(9).closest("[role=gridcell]")).toHaveAttribute("aria-selected", "true");
  expect(saves(odoo)).toEqual([]);
  expect(pendingUpdates()).toBe(0);
});

test("should offer only the days between min and max, never a forbidden weekday (shifted +1 mod 7)", async () => {
  // The server's 0 is Monday: Mondays are not offered.
  renderDates(
    createFakeDates(datesWith({ min_date: [2030, 4, 3], max_date: [2030, 4, 18], forbidden_days: [0] })),
  );
  await shown(/Delivery on/);
  expect(isUnavailable(2)).toBe(true);
  expect(isUnavailable(3)).toBe(false);
  expect(isUnavailable(18)).toBe(false);
  expect(isUnavailable(19)).toBe(true);
  expect(isUnavailable(8)).toBe(true); // a Monday
  expect(isUnavailable(7)).toBe(false); // a Sunday
});

test("should list 10:00 to 18:00 and disable the hours of a closure", async () => {
  const odoo = createFakeDates(datesWith({ selected: { date: "2030-04-02", hour: 16 } }));
  const { user } = renderDates(odoo);
  await shown(/Delivery on/);
  await user.click(screen.getByRole("button", { name: /Delivery time/ }));
  const options = await screen.findAllByRole("option");
  expect(options.map((option) => option.textContent)).toEqual([
    "10:00",
    "11:00",
    "12:00",
    "13:00",
    "14:00",
    "15:00",
    "16:00",
    "17:00",
    "18:00",
  ]);
  const disabled = options.filter((option) => option.getAttribute("aria-disabled") === "true");
  expect(disabled.map((option) => option.textContent)).toEqual(["10:00", "11:00"]);
});

test("should save once per change: a day keeps its hour, an hour its day", async () => {
  const odoo = createFakeDates(datesWith({ selected: { date: "2030-04-03", hour: 11 } }));
  const { user } = renderDates(odoo);
  await shown(/Delivery on .*April 3, 2030 at 11:00/);

  await user.click(day(4));
  await shown(/Delivery on .*April 4, 2030 at 11:00/);
  expect(saves(odoo)).toEqual([{ order_id: ORDER_ID, date: "2030-04-04", hour: 11 }]);

  await user.click(screen.getByRole("button", { name: /Delivery time/ }));
  await user.click(await screen.findByRole("option", { name: "17:00" }));
  await shown(/Delivery on .*April 4, 2030 at 17:00/);
  expect(saves(odoo)).toEqual([
    { order_id: ORDER_ID, date: "2030-04-04", hour: 11 },
    { order_id: ORDER_ID, date: "2030-04-04", hour: 17 },
  ]);
  // The day shown again: no call.
  await user.click(day(4));
  expect(saves(odoo)).toHaveLength(2);
});

test("should move to the day's nearest hour to 16:00 when the hour is closed that day", async () => {
  const odoo = createFakeDates(datesWith({ selected: { date: "2030-04-03", hour: 10 } }));
  const { user } = renderDates(odoo);
  await shown(/at 10:00/);
  await user.click(day(2));
  await shown(/Delivery on .*April 2, 2030 at 16:00/);
  expect(saves(odoo)).toEqual([{ order_id: ORDER_ID, date: "2030-04-02", hour: 16 }]);
});

test("should hold Pay while a save is on its way and until the date a website requires is saved", async () => {
  let answer: (reply: FakeReply) => void = () => {};
  const odoo = createFakeDates(datesWith(), ({ params }) => {
    return new Promise<FakeReply>((resolve) => {
      answer = () => resolve(odooResult({ ...(params as object), commitment_date: "2030-04-01 14:00:00" }));
    });
  });
  renderDates(odoo);
  await waitFor(() => expect(saves(odoo)).toHaveLength(1));
  expect(pendingUpdates()).toBeGreaterThan(0);
  act(() => answer(odooResult(null)));
  await waitFor(() => expect(pendingUpdates()).toBe(0));
});

test("should not hold Pay for an optional date", async () => {
  const odoo = createFakeDates(datesWith({ required: false, selected: { date: "2030-04-03", hour: 11 } }));
  renderDates(odoo);
  await shown(/Delivery on/);
  expect(pendingUpdates()).toBe(0);
});

test("should show the server's refusal next to its field and the order's date again", async () => {
  const odoo = createFakeDates(datesWith({ selected: { date: "2030-04-03", hour: 11 } }), () =>
    odooError({
      name: "odoo.exceptions.ValidationError",
      message: "We do not deliver at this time (Inventory).",
    }),
  );
  // Answered with field_errors, as the server's FieldValidationError does.
  odoo.on(SET, () =>
    Response.json({
      jsonrpc: "2.0",
      id: 1,
      error: {
        code: 200,
        message: "Odoo Server Error",
        data: {
          name: "odoo.exceptions.ValidationError",
          message: "We do not deliver at this time (Inventory). Please choose another time.",
          arguments: [],
          field_errors: { hour: "We do not deliver at this time (Inventory). Please choose another time." },
        },
      },
    }),
  );
  const { user } = renderDates(odoo);
  await shown(/at 11:00/);
  await user.click(screen.getByRole("button", { name: /Delivery time/ }));
  await user.click(await screen.findByRole("option", { name: "15:00" }));
  await shown(/We do not deliver at this time \(Inventory\)/);
  await shown(/Delivery on .*April 3, 2030 at 11:00/);
});

test("should name the month shown and page through the offered months only", async () => {
  const odoo = createFakeDates(datesWith({ min_date: [2030, 4, 3], max_date: [2030, 5, 18] }));
  const { user } = renderDates(odoo);
  await shown(/Delivery on/);
  expect(screen.getByRole("heading", { name: /April 2030$/ })).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Previous month" })).toBeDisabled();
  await user.click(screen.getByRole("button", { name: "Next month" }));
  expect(screen.getByRole("heading", { name: /May 2030$/ })).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Next month" })).toBeDisabled();
  expect(screen.getByRole("button", { name: /\bMay 18, 2030/ })).not.toHaveAttribute("aria-disabled");
});
