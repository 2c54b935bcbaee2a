import { act, screen, waitFor, within } from "@testing-library/react";
import { showToastLazily } from "@/ui/lazy-toast";
import { showPlainToast } from "@/ui/plain-toast";
import { clearToasts, showToast } from "@/ui/toast";

afterEach(() => {
  act(() => clearToasts());
});

test("should announce a toast in a page-wide region", async () => {
  act(() => {
    showToast({
      title: "Error",
      message: "You need to add 2 meals in order to continue",
      tone: "error",
      placement: "center",
    });
  });

  const alert = await screen.findByRole("alert");
  expect(alert).toHaveTextContent("Error");
  expect(alert).toHaveTextContent("You need to add 2 meals in order to continue");
  const toast = screen.getByRole("alertdialog", { name: "Error" });
  expect(toast).toHaveAttribute("data-tone", "error");
  expect(screen.getByRole("region")).toHaveAttribute("data-placement", "center");
});

test("should name an untitled toast by its message and close on demand", async () => {
  let close: () => void = () => {};
  act(() => {
    close = showToast({ message: "Saved", tone: "success", timeoutMs: 0 });
  });
  const toast = await screen.findByRole("alertdialog", { name: "Saved" });
  expect(within(toast).getByRole("button", { name: "Close" })).toBeInTheDocument();

  act(() => close());

  await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
});

test("should dismiss itself after its timeout", async () => {
  const onClose = jest.fn();
  act(() => {
    showToast({ message: "Added to cart", tone: "info", timeoutMs: 50, onClose });
  });
  await screen.findByRole("alertdialog", { name: "Added to cart" });

  await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  expect(onClose).toHaveBeenCalled();
});

test("should show the same message once however often it is raised, and others beside it", async () => {
  const error = { title: "Error", message: "You need to add 2 meals in order to continue" };
  act(() => {
    showToast({ ...error, tone: "error", placement: "center" });
    showToast({ ...error, tone: "error", placement: "center" });
    showToast({ title: "Error", message: "Something else", tone: "error", placement: "center" });
  });
  await screen.findByRole("alertdialog", { name: "Error", description: "Something else" });
  const shown = screen.getAllByRole("alertdialog", { name: "Error" });
  expect(shown.map((toast) => toast.textContent)).toEqual([
    expect.stringContaining("Something else"),
    expect.stringContaining("You need to add 2 meals in order to continue"),
  ]);
});

test("should take in the plain toasts the page showed before, each in its placement, for the time it had left", async () => {
  act(() => {
    showPlainToast({ message: "Order before Thursday.", tone: "info", timeoutMs: 60 });
    showPlainToast({ title: "Error", message: "Stays.", tone: "error", placement: "center", timeoutMs: 0 });
  });
  act(() => {
    showToast({ message: "This dish is not on this week's menu.", tone: "error" });
  });

  const corner = await screen.findByRole("region", { name: "Messages" });
  expect(within(corner).getByRole("alertdialog", { name: "Order before Thursday." })).toBeInTheDocument();
  expect(
    within(corner).getByRole("alertdialog", { name: "This dish is not on this week's menu." }),
  ).toBeInTheDocument();
  const center = screen.getByRole("region", { name: "Important messages" });
  expect(
    within(center).getByRole("alertdialog", { name: "Error", description: "Stays." }),
  ).toBeInTheDocument();
  expect(document.querySelector("[data-weekbox-plain-toasts]")).toBeNull();

  // The alert keeps its own time; the one without a time stays.
  await waitFor(() =>
    expect(screen.queryByRole("alertdialog", { name: "Order before Thursday." })).toBeNull(),
  );
  expect(screen.getByRole("alertdialog", { name: "Error" })).toBeInTheDocument();
});

test("should show informational toasts plain until a toast needs react-aria's, which takes them in", async () => {
  showToastLazily({ message: "Home deliveries arrive between 14:00 and 21:00.", tone: "info" });
  // At once, without fetching the part.
  expect(document.querySelector("[data-weekbox-plain-toasts] .weekbox-toast")).toHaveTextContent(
    "Home deliveries arrive between 14:00 and 21:00.",
  );

  showToastLazily({ message: "Your remark could not be saved.", tone: "error" });
  await screen.findByRole("alertdialog", { name: "Your remark could not be saved." });
  expect(
    screen.getByRole("alertdialog", { name: "Home deliveries arrive between 14:00 and 21:00." }),
  ).toBeInTheDocument();
  expect(document.querySelector("[data-weekbox-plain-toasts]")).toBeNull();

  // The page has the part now: an informational toast goes there too.
  showToastLazily({ message: "Pick-up from Tuesday.", tone: "info" });
  await screen.findByRole("alertdialog", { name: "Pick-up from Tuesday." });
  expect(document.querySelector("[data-weekbox-plain-toasts]")).toBeNull();
});
