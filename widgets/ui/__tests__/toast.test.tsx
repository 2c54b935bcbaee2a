import { act, screen, waitFor, within } from "@testing-library/react";
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
