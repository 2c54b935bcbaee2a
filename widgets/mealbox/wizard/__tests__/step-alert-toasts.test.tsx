import { screen } from "@testing-library/react";
import { importToasts } from "@/ui/lazy-toast";
import { loadedPart } from "@/ui/use-lazy-part";
import { renderWizard, resetPage, settle } from "./render-wizard";

// Its own file: whether the page fetched react-aria's toasts is the page's
// (module) state, which the other wizard tests' messages would have set.

afterEach(resetPage);

test("should show the step's alerts as plain toasts without react-aria's, then hand them over with the first error", async () => {
  const { user, server } = await renderWizard();
  const alert = await screen.findByText("Tip: quick dishes are marked.");
  await settle(server);

  // A visitor who only reads the alert fetches none of react-aria's toasts.
  expect(alert.closest("[data-weekbox-plain-toasts]")).not.toBeNull();
  expect(alert.closest('[role="alert"]')).not.toBeNull();
  expect(loadedPart(importToasts)).toBeNull();
  expect(document.querySelector("[data-weekbox-toast-host]")).toBeNull();

  server.refuseNext("/mealbox/add/meal", "This dish is not on this week's menu.");
  await user.click(screen.getByRole("button", { name: "Add Salmon with dill" }));
  await settle(server);

  // The error comes in react-aria's region, and the alert still shown moves there: one region, each once.
  expect(
    await screen.findByRole("alertdialog", { name: "This dish is not on this week's menu." }),
  ).toBeInTheDocument();
  expect(loadedPart(importToasts)).not.toBeNull();
  expect(screen.getByRole("alertdialog", { name: "Tip: quick dishes are marked." })).toBeInTheDocument();
  expect(screen.getAllByText("Tip: quick dishes are marked.")).toHaveLength(1);
  expect(document.querySelector("[data-weekbox-plain-toasts]")).toBeNull();
});
