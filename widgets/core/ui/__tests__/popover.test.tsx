import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { Alert } from "@/core/ui/alert";
import { Popover } from "@/core/ui/popover";

function StoreMarker() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <span ref={setAnchor} onClick={() => setOpen(true)}>
        marker
      </span>
      <Popover
        anchor={anchor}
        isOpen={isOpen}
        onOpenChange={setOpen}
        aria-label="Your chosen pick-up location"
      >
        Weekbox Ixelles
      </Popover>
    </>
  );
}

test("should open anchored to a foreign element and close on Escape", async () => {
  const user = userEvent.setup();
  render(<StoreMarker />);

  await user.click(screen.getByText("marker"));
  expect(screen.getByRole("dialog", { name: "Your chosen pick-up location" })).toHaveTextContent(
    "Weekbox Ixelles",
  );

  await user.keyboard("{Escape}");
  expect(screen.queryByRole("dialog")).toBeNull();
});

test("should interrupt for errors and wait its turn for information", async () => {
  const user = userEvent.setup();
  const onDismiss = jest.fn();
  render(
    <>
      <Alert tone="error" onDismiss={onDismiss}>
        Please select delivery date
      </Alert>
      <Alert tone="info">The delivery method is not available for your shipping address</Alert>
    </>,
  );

  expect(screen.getByRole("alert")).toHaveTextContent("Please select delivery date");
  expect(screen.getByRole("status")).toHaveAttribute("data-tone", "info");
  await user.click(screen.getByRole("button", { name: "Dismiss" }));
  expect(onDismiss).toHaveBeenCalled();
});
