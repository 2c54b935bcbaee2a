import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RpcClientContext } from "@/core/data/rpc-client-context";
import { createRpcClient } from "@/core/rpc/rpc-client";
import { createFakeOdoo, odooResult, type FakeHandler } from "@/core/testing/fake-odoo-fetch";
import { SignatureForm } from "../components/signature-form";
import { goTo, reloadPage } from "@/core/page/page-navigation";

jest.mock("@/core/page/page-navigation");

// jsdom draws nothing: a pad's image is "ink" once something was drawn on it,
// until cleared, so the blank-pad comparison sees what a browser would.
const inked = new WeakSet<HTMLCanvasElement>();
function fakeContext(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  return {
    canvas,
    beginPath() {},
    moveTo() {},
    lineTo() {},
    stroke: () => inked.add(canvas),
    fillText: () => inked.add(canvas),
    clearRect: () => inked.delete(canvas),
    measureText: () => ({ width: 10 }),
  } as unknown as CanvasRenderingContext2D;
}
beforeAll(() => {
  HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement) {
    return fakeContext(this);
  } as unknown as typeof HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.toDataURL = function (this: HTMLCanvasElement) {
    return inked.has(this) ? "data:image/png;base64,SU5L" : "data:image/png;base64,QkxBTks=";
  };
});

function renderForm(accept: FakeHandler, defaultName = "") {
  const server = createFakeOdoo({ "/my/orders/accept": accept });
  const user = userEvent.setup();
  render(
    <RpcClientContext.Provider value={createRpcClient({ fetch: server.fetch })}>
      <form data-testid="odoo-accept-form">
        <SignatureForm orderId={7} accessToken="tok" defaultName={defaultName} sendLabel="Accept & Sign" />
      </form>
    </RpcClientContext.Provider>,
  );
  const sent = () => server.calls.filter((call) => call.url.pathname === "/my/orders/accept");
  return { user, sent };
}

function draw() {
  const canvas = screen.getByRole("img", { name: "Signature pad" });
  fireEvent.pointerDown(canvas, { clientX: 5, clientY: 5, pointerId: 1 });
  fireEvent.pointerMove(canvas, { clientX: 40, clientY: 20, pointerId: 1 });
  fireEvent.pointerUp(canvas, { pointerId: 1 });
}

afterEach(() => jest.clearAllMocks());

test("should mark the name and the blank pad in error and send nothing", async () => {
  const { user, sent } = renderForm(() => odooResult({}));
  await user.click(screen.getByRole("button", { name: "Accept & Sign" }));
  expect(screen.getByRole("textbox", { name: /Full name/ })).toHaveAttribute("aria-invalid", "true");
  expect(screen.getByText("Please enter your name.")).toBeInTheDocument();
  expect(screen.getByText("Please sign in the box above.")).toBeInTheDocument();
  await user.type(screen.getByRole("textbox", { name: /Full name/ }), "Quinn Quote");
  await user.click(screen.getByRole("button", { name: "Accept & Sign" }));
  expect(screen.getByText("Please sign in the box above.")).toBeInTheDocument();
  // Drawn then cleared: blank again.
  draw();
  await user.click(screen.getByRole("button", { name: "Clear" }));
  await user.click(screen.getByRole("button", { name: "Accept & Sign" }));
  expect(screen.getByRole("img", { name: "Signature pad" })).toHaveAttribute("aria-invalid", "true");
  expect(sent()).toHaveLength(0);
});

test("should send the drawing, wait while sending, then replace the pad and follow Odoo's redirect", async () => {
  let release: () => void = () => {};
  const { user, sent } = renderForm(
    () =>
      new Promise((resolve) => {
        release = () =>
          resolve(odooResult({ force_refresh: true, redirect_url: "/my/orders/7?message=sign_ok" }));
      }),
    "Quinn Quote",
  );
  draw();
  await user.click(screen.getByRole("button", { name: "Accept & Sign" }));
  expect(screen.getByRole("button", { name: "Signing…" })).toBeDisabled();
  expect(sent().map((call) => (call.body as { params: unknown }).params)).toEqual([
    { order_id: 7, name: "Quinn Quote", signature: "SU5L", access_token: "tok" },
  ]);
  release();
  expect(await screen.findByText("Thank you! Your signature has been received.")).toBeInTheDocument();
  expect(screen.queryByRole("img", { name: "Signature pad" })).toBeNull();
  expect(screen.queryByRole("button", { name: /Accept & Sign|Signing/ })).toBeNull();
  expect(goTo).toHaveBeenCalledWith("/my/orders/7?message=sign_ok");
});

test("should re-enable the button with the server's reason on a refusal", async () => {
  const { user } = renderForm(
    () => odooResult({ error: "The order is not in a state requiring customer signature." }),
    "Quinn",
  );
  draw();
  await user.click(screen.getByRole("button", { name: "Accept & Sign" }));
  expect(await screen.findByRole("alert")).toHaveTextContent(
    "The order is not in a state requiring customer signature.",
  );
  expect(screen.getByRole("button", { name: "Accept & Sign" })).toBeEnabled();
  expect(screen.getByRole("img", { name: "Signature pad" })).toBeInTheDocument();
  expect(goTo).not.toHaveBeenCalled();
  expect(reloadPage).not.toHaveBeenCalled();
});

test("should sign with the typed name by keyboard, and send on Enter in the name field", async () => {
  const { user, sent } = renderForm(
    () => odooResult({ force_refresh: true, redirect_url: "/done" }),
    "Quinn Quote",
  );
  // Focusing updates the button's focus ring (react-aria state): inside act.
  act(() => screen.getByRole("button", { name: "Sign with my name" }).focus());
  await user.keyboard("{Enter}");
  await user.click(screen.getByRole("textbox", { name: /Full name/ }));
  await user.keyboard("{Enter}");
  expect(await screen.findByText("Thank you! Your signature has been received.")).toBeInTheDocument();
  expect(sent()).toHaveLength(1);
});
