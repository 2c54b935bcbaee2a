import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Button } from "@/ui/button";

test("should call onPress when pressed", async () => {
  const user = userEvent.setup();
  const onPress = jest.fn();
  render(<Button onPress={onPress}>Continue</Button>);

  await user.click(screen.getByRole("button", { name: "Continue" }));

  expect(onPress).toHaveBeenCalledTimes(1);
});

test("should show a busy state that ignores presses but keeps the button focusable", async () => {
  const user = userEvent.setup();
  const onPress = jest.fn();
  render(
    <Button onPress={onPress} isPending variant="danger">
      Pay
    </Button>,
  );
  const button = screen.getByRole("button", { name: /Pay/ });

  await user.click(button);

  expect(onPress).not.toHaveBeenCalled();
  expect(button).toHaveAttribute("data-pending", "true");
  expect(button).toHaveAttribute("aria-disabled", "true");
  expect(button).toHaveAttribute("data-variant", "danger");
  expect(button).not.toBeDisabled();
  expect(screen.getByRole("progressbar", { name: "Please wait…" })).toBeInTheDocument();
});
