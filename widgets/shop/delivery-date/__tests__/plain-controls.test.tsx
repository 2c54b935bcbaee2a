// The delivery date before a visitor first uses it: the month in react-aria's
// calendar markup and the time's button (ui/upgrade), none of react-aria's
// code loaded; a day pressed is chosen and saved (one call), the time's
// button pressed opens react-aria's list.
import { screen, waitFor } from "@testing-library/react";
import { loadAriaControls } from "@/ui/upgrade/upgrade-context";
import { forgetPart } from "@/ui/use-lazy-part";
import { ORDER_ID, createFakeDates, datesWith, renderDates, saves } from "./date-test-kit";

jest.mock("./with-aria-controls", () => ({}));

beforeEach(() => forgetPart(loadAriaControls));

const day = (date: number) => screen.getByRole("button", { name: new RegExp(`\\bApril ${date}, 2030`) });

test("should show the month as react-aria does, and save a day pressed on it", async () => {
  const odoo = createFakeDates(datesWith({ selected: { date: "2030-04-09", hour: 11 } }));
  const { user } = renderDates(odoo);
  await waitFor(() => expect(day(9).closest("[role=gridcell]")).toHaveAttribute("aria-selected", "true"));
  expect(day(9)).not.toHaveAttribute("data-rac");
  // April 2030 in en-US: Sunday first, five weeks; Sundays offered none (the server's 6).
  expect(screen.getAllByRole("columnheader", { hidden: true }).map((cell) => cell.textContent)).toEqual([
    "S",
    "M",
    "T",
    "W",
    "T",
    "F",
    "S",
  ]);
  expect(document.querySelectorAll(".weekbox-calendar-grid tbody tr")).toHaveLength(5);
  expect(day(7).getAttribute("aria-disabled")).toBe("true");
  expect(document.querySelector(".weekbox-calendar-heading")).toHaveTextContent("April 2030");

  await user.click(day(10));
  await waitFor(() => expect(saves(odoo)).toEqual([{ order_id: ORDER_ID, date: "2030-04-10", hour: 11 }]));
  await waitFor(() => expect(day(10)).toHaveAttribute("data-rac"));
  expect(day(10).closest("[role=gridcell]")).toHaveAttribute("aria-selected", "true");
});

test("should go to the next month with the plain button, and stay there when react-aria's calendar comes", async () => {
  const odoo = createFakeDates(
    datesWith({ max_date: [2030, 5, 20], selected: { date: "2030-04-09", hour: 11 } }),
  );
  const { user } = renderDates(odoo);
  await waitFor(() => expect(day(9)).toBeInTheDocument());
  await user.click(screen.getByRole("button", { name: "Next month" }));
  await waitFor(() => expect(screen.getByRole("button", { name: "Next month" })).toHaveAttribute("data-rac"));
  expect(screen.getByRole("button", { name: /\bMay 2, 2030/ })).toBeInTheDocument();
});

test("should open react-aria's list of times when the plain button is pressed", async () => {
  const odoo = createFakeDates(datesWith({ selected: { date: "2030-04-09", hour: 11 } }));
  const { user } = renderDates(odoo);
  const time = await screen.findByRole("button", { name: /Delivery time/ });
  expect(time).toHaveTextContent("11:00");
  expect(time).not.toHaveAttribute("data-rac");
  await user.click(time);
  await user.click(await screen.findByRole("option", { name: "15:00" }));
  await waitFor(() => expect(saves(odoo)).toEqual([{ order_id: ORDER_ID, date: "2030-04-09", hour: 15 }]));
});
