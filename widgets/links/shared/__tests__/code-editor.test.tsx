import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RpcClientContext } from "@/core/data/rpc-client-context";
import { createRpcClient } from "@/core/rpc/rpc-client";
import { createFakeOdoo, odooError, odooResult, type FakeHandler } from "@/core/testing/fake-odoo-fetch";
import { CodeEditor } from "../code-editor";

function renderEditor(addCode: FakeHandler, canEdit = true) {
  const server = createFakeOdoo({ "/website_links/add_code": addCode });
  const onChanged = jest.fn();
  render(
    <RpcClientContext.Provider value={createRpcClient({ fetch: server.fetch })}>
      <CodeEditor host="https://weekbox.example/r/" code="Ab3" canEdit={canEdit} onChanged={onChanged} />
    </RpcClientContext.Provider>,
  );
  return { user: userEvent.setup(), onChanged, calls: () => server.calls.length };
}

test("should refuse an empty code with 'The code cannot be left empty'", async () => {
  const { user, calls } = renderEditor(() => odooResult([{ code: "x" }]));
  await user.click(screen.getByRole("button", { name: "Edit code" }));
  await user.clear(screen.getByRole("textbox", { name: "Code" }));
  await user.type(screen.getByRole("textbox", { name: "Code" }), "   ");
  await user.click(screen.getByRole("button", { name: "OK" }));
  expect(screen.getByRole("alert")).toHaveTextContent("The code cannot be left empty");
  expect(calls()).toBe(0);
});

test("should say 'This code is already taken' and keep the field open", async () => {
  const { user, onChanged } = renderEditor(() =>
    odooError({ name: "odoo.exceptions.UserError", message: "This code is already taken" }),
  );
  await user.click(screen.getByRole("button", { name: "Edit code" }));
  await user.clear(screen.getByRole("textbox", { name: "Code" }));
  await user.type(screen.getByRole("textbox", { name: "Code" }), "taken{Enter}");
  expect(await screen.findByRole("alert")).toHaveTextContent("This code is already taken");
  expect(onChanged).not.toHaveBeenCalled();
  await user.keyboard("{Escape}");
  expect(screen.getByText("Ab3")).toBeInTheDocument();
});

test("should change the code", async () => {
  const { user, onChanged } = renderEditor(() => odooResult([{ code: "spring-box" }]));
  await user.click(screen.getByRole("button", { name: "Edit code" }));
  await user.clear(screen.getByRole("textbox", { name: "Code" }));
  await user.type(screen.getByRole("textbox", { name: "Code" }), "spring-box");
  await user.click(screen.getByRole("button", { name: "OK" }));
  expect(onChanged).toHaveBeenCalledWith("spring-box");
});

test("should offer no editing of another person's link", () => {
  renderEditor(() => odooResult([]), false);
  expect(screen.queryByRole("button", { name: "Edit code" })).not.toBeInTheDocument();
});
