import { buildRedirectForm } from "../utils/redirect-form";

test("should copy the provider's action, method and inputs into a hidden form", () => {
  const form = buildRedirectForm(
    `<form action="https://psp.example/pay" method="post">
       <input type="hidden" name="reference" value="S00042"/>
       <input type="hidden" name="amount" value="18.17"/>
       <input type="hidden" name="debug" value="1" data-remove-me=""/>
     </form>`,
  );
  expect(form).not.toBeNull();
  expect(form!.hidden).toBe(true);
  expect(form!.method).toBe("post");
  expect(form!.target).toBe("_top");
  expect(form!.getAttribute("action")).toBe("https://psp.example/pay");
  expect([...form!.querySelectorAll("input")].map((input) => [input.name, input.value])).toEqual([
    ["reference", "S00042"],
    ["amount", "18.17"],
  ]);
});

test("should take the action from a data_set input when there is no form", () => {
  const form = buildRedirectForm(
    '<input type="hidden" name="data_set" data-action-url="/payment/custom/process" data-remove-me=""/><input name="reference" value="S1"/>',
  );
  expect(form!.getAttribute("action")).toBe("/payment/custom/process");
  expect(form!.method).toBe("post");
  expect([...form!.querySelectorAll("input")].map((input) => input.name)).toEqual(["reference"]);
});

test("should give nothing without an action URL", () => {
  expect(buildRedirectForm("<form><input name='a' value='b'/></form>")).toBeNull();
  expect(buildRedirectForm("")).toBeNull();
});

test("should never run scripts of the returned HTML", () => {
  const ran = jest.fn();
  (window as unknown as { __ran: () => void }).__ran = ran;
  buildRedirectForm(
    '<form action="/x"><img src="x" onerror="window.__ran()"><script>window.__ran()</script></form>',
  );
  expect(ran).not.toHaveBeenCalled();
});
