import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DialogTrigger } from "react-aria-components/Dialog";
import { Button } from "@/ui/button";
import { Dialog } from "@/ui/dialog";

function MealDetails() {
  return (
    <DialogTrigger>
      <Button>Show details</Button>
      <Dialog title="Lasagna">
        {(close) => (
          <>
            <p>Oven-baked</p>
            <Button onPress={close}>Ok</Button>
          </>
        )}
      </Dialog>
    </DialogTrigger>
  );
}

test("should open a labelled dialog and return focus to the trigger when closed", async () => {
  const user = userEvent.setup();
  render(<MealDetails />);
  const trigger = screen.getByRole("button", { name: "Show details" });

  await user.click(trigger);
  const dialog = screen.getByRole("dialog", { name: "Lasagna" });
  expect(dialog).toContainElement(document.activeElement as HTMLElement);

  await user.click(screen.getByRole("button", { name: "Close" }));

  expect(screen.queryByRole("dialog")).toBeNull();
  // react-aria restores focus on the next animation frame.
  await waitFor(() => expect(trigger).toHaveFocus());
});

test("should close on Escape and from its own content", async () => {
  const user = userEvent.setup();
  render(<MealDetails />);
  const trigger = screen.getByRole("button", { name: "Show details" });

  await user.click(trigger);
  await user.keyboard("{Escape}");
  expect(screen.queryByRole("dialog")).toBeNull();
  await waitFor(() => expect(trigger).toHaveFocus());

  await user.click(trigger);
  await user.click(screen.getByRole("button", { name: "Ok" }));
  expect(screen.queryByRole("dialog")).toBeNull();
});
