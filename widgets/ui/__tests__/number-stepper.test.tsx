import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NumberStepper } from "@/ui/number-stepper";

test("should step with the arrow keys and report each value", async () => {
  const user = userEvent.setup();
  const onChange = jest.fn();
  render(<NumberStepper label="Meals" defaultValue={3} minValue={2} maxValue={5} onChange={onChange} />);
  const input = screen.getByRole("spinbutton", { name: "Meals" });

  await user.click(input);
  await user.keyboard("{ArrowUp}");
  expect(input).toHaveValue("4");
  expect(onChange).toHaveBeenLastCalledWith(4);

  await user.keyboard("{ArrowDown}{ArrowDown}");
  expect(input).toHaveValue("2");
  expect(onChange).toHaveBeenLastCalledWith(2);
});

test("should stay within its bounds and disable the button at a bound", async () => {
  const user = userEvent.setup();
  const onChange = jest.fn();
  render(<NumberStepper label="People" defaultValue={4} minValue={1} maxValue={5} onChange={onChange} />);
  const increase = screen.getByRole("button", { name: /increase/i });

  await user.click(increase);
  await user.click(increase);

  expect(screen.getByRole("spinbutton", { name: "People" })).toHaveValue("5");
  expect(onChange).toHaveBeenCalledTimes(1);
  expect(increase).toBeDisabled();

  await user.click(screen.getByRole("button", { name: /decrease/i }));
  expect(screen.getByRole("spinbutton", { name: "People" })).toHaveValue("4");
});

test("should follow a controlled value", async () => {
  const user = userEvent.setup();
  const onChange = jest.fn();
  render(<NumberStepper label="Meals" value={3} onChange={onChange} />);

  await user.click(screen.getByRole("button", { name: /increase/i }));

  expect(onChange).toHaveBeenCalledWith(4);
  expect(screen.getByRole("spinbutton", { name: "Meals" })).toHaveValue("3");
});

test("should show its description and, when invalid, its error message", () => {
  render(
    <NumberStepper
      label="Meals"
      defaultValue={2}
      description="Between 3 and 5 meals"
      isInvalid
      errorMessage="It is not possible to select less than 3 meals for 1 person."
    />,
  );
  const input = screen.getByRole("spinbutton", { name: "Meals" });

  expect(input).toHaveAccessibleDescription(/Between 3 and 5 meals/);
  expect(input).toHaveAccessibleDescription(/not possible to select less than 3 meals/);
});

test("should keep typed text on Enter or blur, clamped to the bounds, and drop it on Escape", async () => {
  const user = userEvent.setup();
  const onChange = jest.fn();
  render(<NumberStepper label="Meals" defaultValue={3} minValue={2} maxValue={5} onChange={onChange} />);
  const input = screen.getByRole("spinbutton", { name: "Meals" });

  await user.clear(input);
  await user.type(input, "4{Enter}");
  expect(onChange).toHaveBeenLastCalledWith(4);

  await user.clear(input);
  await user.type(input, "40");
  await user.tab();
  expect(input).toHaveValue("5");
  expect(onChange).toHaveBeenLastCalledWith(5);

  await user.clear(input);
  await user.type(input, "abc{Enter}");
  expect(input).toHaveValue("5");
  await user.clear(input);
  await user.type(input, "2{Escape}");
  expect(input).toHaveValue("5");
  expect(onChange).toHaveBeenCalledTimes(2);
});

test("should go to its bounds with Home and End and step by ten with Page Up", async () => {
  const user = userEvent.setup();
  const onChange = jest.fn();
  render(
    <NumberStepper aria-label="Quantity" defaultValue={3} minValue={0} maxValue={50} onChange={onChange} />,
  );
  const input = screen.getByRole("spinbutton", { name: "Quantity" });

  await user.click(input);
  await user.keyboard("{End}");
  expect(input).toHaveValue("50");
  await user.keyboard("{Home}");
  expect(input).toHaveValue("0");
  await user.keyboard("{PageUp}");
  expect(input).toHaveValue("10");
  expect(onChange.mock.calls).toEqual([[50], [0], [10]]);
});

test("should name its buttons after the field and keep them out of the tab order", async () => {
  const user = userEvent.setup();
  render(<NumberStepper aria-label="Quantity of Soup" defaultValue={1} />);

  expect(screen.getByRole("button", { name: "Increase Quantity of Soup" })).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Decrease Quantity of Soup" })).toBeInTheDocument();
  await user.tab();
  expect(screen.getByRole("spinbutton", { name: "Quantity of Soup" })).toHaveFocus();
  await user.tab();
  expect(document.body).toHaveFocus();
});

test("should not change while read-only", async () => {
  const user = userEvent.setup();
  const onChange = jest.fn();
  render(<NumberStepper aria-label="Quantity" value={2} isReadOnly onChange={onChange} />);

  await user.click(screen.getByRole("button", { name: "Increase Quantity" }));
  await user.click(screen.getByRole("spinbutton", { name: "Quantity" }));
  await user.keyboard("{ArrowUp}");

  expect(onChange).not.toHaveBeenCalled();
  expect(screen.getByRole("button", { name: "Increase Quantity" })).toBeDisabled();
});

test("should be a spinbutton named by its label, with its value and bounds", () => {
  render(<NumberStepper label="Meals" defaultValue={3} minValue={2} maxValue={5} />);
  const spinbutton = screen.getByRole("spinbutton", { name: "Meals" });

  expect(spinbutton).toHaveAttribute("aria-valuenow", "3");
  expect(spinbutton).toHaveAttribute("aria-valuemin", "2");
  expect(spinbutton).toHaveAttribute("aria-valuemax", "5");
});

test("should leave out the bounds it does not have", () => {
  render(<NumberStepper aria-label="Quantity" value={2} isReadOnly />);
  const spinbutton = screen.getByRole("spinbutton", { name: "Quantity" });

  expect(spinbutton).toHaveAttribute("aria-valuenow", "2");
  expect(spinbutton).not.toHaveAttribute("aria-valuemin");
  expect(spinbutton).not.toHaveAttribute("aria-valuemax");
});

test("should follow Up, Down, Home and End in its value", async () => {
  const user = userEvent.setup();
  render(<NumberStepper label="People" defaultValue={2} minValue={1} maxValue={6} />);
  const spinbutton = screen.getByRole("spinbutton", { name: "People" });

  await user.click(spinbutton);
  await user.keyboard("{ArrowUp}");
  expect(spinbutton).toHaveAttribute("aria-valuenow", "3");
  await user.keyboard("{ArrowDown}{ArrowDown}");
  expect(spinbutton).toHaveAttribute("aria-valuenow", "1");
  await user.keyboard("{End}");
  expect(spinbutton).toHaveAttribute("aria-valuenow", "6");
  await user.keyboard("{Home}");
  expect(spinbutton).toHaveAttribute("aria-valuenow", "1");
});

test("should announce the value a button sets, politely, and leave keys to the spinbutton", async () => {
  const user = userEvent.setup();
  const { container } = render(<NumberStepper label="Meals" defaultValue={3} minValue={2} maxValue={5} />);
  const live = container.querySelector('[aria-live="polite"]');
  expect(live).toBeEmptyDOMElement();

  await user.click(screen.getByRole("button", { name: "Increase Meals" }));
  expect(screen.getByRole("spinbutton", { name: "Meals" })).toHaveAttribute("aria-valuenow", "4");
  expect(live).toHaveTextContent("4");
  await user.click(screen.getByRole("button", { name: "Decrease Meals" }));
  expect(live).toHaveTextContent("3");

  // On the focused spinbutton the screen reader reads the new value itself: no second announcement.
  await user.click(screen.getByRole("spinbutton", { name: "Meals" }));
  await user.keyboard("{ArrowUp}");
  expect(live).toBeEmptyDOMElement();
});
