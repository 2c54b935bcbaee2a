import { propsAccepted } from "@/core/testing/widget-props";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RpcClientContext } from "@/core/data/rpc-client-context";
import { createRpcClient } from "@/core/rpc/rpc-client";
import { createFakeOdoo, odooError, odooResult, type FakeHandler } from "@/core/testing/fake-odoo-fetch";
import { WebsiteFollow } from "../components/website-follow";
import widget from "../website-follow-widget";
import type { WebsiteFollowProps } from "../website-follow-props";

const PRODUCT = { id: 7, model: "product.template" };
const VISITOR = { is_user: false, email: "" };
const CUSTOMER = { is_user: true, email: "carl@example.com" };

type Status = [{ is_user: boolean; email: string | false }, Record<string, number[]>];

function props(overrides: Partial<WebsiteFollowProps> = {}): WebsiteFollowProps {
  return { ...PRODUCT, following: false, unsubscribe: false, emailField: true, ...overrides };
}

/** Mount points as the addon renders them: the control's own and `others` on the same page. */
function mountPoint(widgetProps: WebsiteFollowProps): HTMLElement {
  const element = document.createElement("div");
  element.setAttribute("data-widget", "website-follow");
  element.setAttribute("data-props", JSON.stringify(widgetProps));
  document.body.append(element);
  return element;
}

function renderFollow(
  status: Status,
  follow: FakeHandler,
  overrides: Partial<WebsiteFollowProps> = {},
  others: WebsiteFollowProps[] = [],
) {
  const server = createFakeOdoo({
    "/website_mail/is_follower": () => odooResult(status),
    "/website_mail/follow": follow,
  });
  const widgetProps = props(overrides);
  const container = mountPoint(widgetProps);
  const client = createRpcClient({ fetch: server.fetch });
  const otherContainers = others.map(mountPoint);
  const user = userEvent.setup();
  const tree = (
    <RpcClientContext.Provider value={client}>
      <WebsiteFollow {...widgetProps} />
    </RpcClientContext.Provider>
  );
  render(tree, { container });
  for (const [index, other] of others.entries()) {
    render(
      <RpcClientContext.Provider value={client}>
        <WebsiteFollow {...other} />
      </RpcClientContext.Provider>,
      { container: otherContainers[index] },
    );
  }
  return { server, user };
}

function paramsOf(server: ReturnType<typeof createFakeOdoo>, path: string): unknown[] {
  return server.calls
    .filter((call) => call.url.pathname === path)
    .map((call) => (call.body as { params: unknown }).params);
}

async function statusAnswered(server: ReturnType<typeof createFakeOdoo>) {
  await screen.findAllByRole("button");
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(paramsOf(server, "/website_mail/is_follower").length).toBeGreaterThan(0);
}

afterEach(() => {
  document.body.innerHTML = "";
});

test("should refuse props that are not a followable record", () => {
  expect(propsAccepted(widget, props({ id: 0 }))).toBe(false);
  expect(propsAccepted(widget, { ...props(), model: "not a model" })).toBe(false);
  expect(propsAccepted(widget, props())).toBe(true);
});

test("should mark a visitor's e-mail without something@something in error and send nothing", async () => {
  const { server, user } = renderFollow([VISITOR, {}], () => odooResult(true));
  await statusAnswered(server);
  const field = screen.getByRole("textbox", { name: "Your e-mail" });

  await user.click(screen.getByRole("button", { name: "Follow" }));
  expect(field).toHaveAttribute("aria-invalid", "true");
  expect(screen.getByText("Type an e-mail address like name@example.com.")).toBeInTheDocument();

  await user.type(field, "ann at example.com");
  await user.keyboard("{Enter}");
  expect(field).toHaveAttribute("aria-invalid", "true");
  expect(paramsOf(server, "/website_mail/follow")).toEqual([]);
});

test("should follow with the visitor's e-mail, show the server's answer and lock the known e-mail", async () => {
  let followed = false;
  const { server, user } = renderFollow([VISITOR, {}], () => odooResult((followed = !followed)));
  await statusAnswered(server);
  const field = screen.getByRole("textbox", { name: "Your e-mail" });

  await user.type(field, "ann@example.com");
  await user.click(screen.getByRole("button", { name: "Follow" }));
  const unfollow = await screen.findByRole("button", { name: "Unfollow" });
  expect(field).not.toHaveAttribute("aria-invalid");
  expect(field).toBeDisabled();
  expect(unfollow).toHaveFocus();
  expect(screen.getByRole("status")).toHaveTextContent("You follow this discussion.");

  await user.click(unfollow);
  expect(await screen.findByRole("button", { name: "Follow" })).toHaveFocus();
  // Unfollowed: the visitor may type another address again.
  expect(field).toBeEnabled();
  expect(paramsOf(server, "/website_mail/follow")).toEqual([
    { id: 7, object: "product.template", message_is_follower: "off", email: "ann@example.com" },
    { id: 7, object: "product.template", message_is_follower: "on", email: "ann@example.com" },
  ]);
});

test("should let a logged-in customer follow without an e-mail field", async () => {
  const { server, user } = renderFollow([CUSTOMER, {}], () => odooResult(true), { emailField: false });
  await statusAnswered(server);
  expect(screen.queryByRole("textbox")).not.toBeInTheDocument();

  await user.click(screen.getByRole("button", { name: "Follow" }));
  expect(await screen.findByRole("button", { name: "Unfollow" })).toBeInTheDocument();
  expect(paramsOf(server, "/website_mail/follow")).toEqual([
    { id: 7, object: "product.template", message_is_follower: "off", email: false },
  ]);
});

test("should take the state and the known e-mail from is_follower, one call for every control of the page", async () => {
  const order = { id: 12, model: "sale.order", following: false, unsubscribe: false, emailField: true };
  const { server } = renderFollow(
    [{ is_user: false, email: "ann@example.com" }, { "product.template": [7] }],
    () => odooResult(true),
    {},
    [order],
  );
  await statusAnswered(server);
  // Both controls read the one answer.
  await waitFor(() => expect(screen.getAllByDisplayValue("ann@example.com")).toHaveLength(2));
  const [productField, orderField] = screen.getAllByRole("textbox", { name: "Your e-mail" });
  // Followed: the known e-mail is locked; not followed: the visitor may change it.
  expect(productField).toHaveValue("ann@example.com");
  expect(productField).toBeDisabled();
  expect(orderField).toHaveValue("ann@example.com");
  expect(orderField).toBeEnabled();
  const [productButton, orderButton] = screen.getAllByRole("button");
  expect(productButton).toHaveAccessibleName("Unfollow");
  expect(orderButton).toHaveAccessibleName("Follow");
  expect(paramsOf(server, "/website_mail/is_follower")).toEqual([
    { records: { "product.template": [7], "sale.order": [12] } },
  ]);
});

test("should count an unfollowed record as followed on an unsubscribe link while no e-mail is given", async () => {
  const { server, user } = renderFollow([VISITOR, {}], () => odooResult(false), { unsubscribe: true });
  await statusAnswered(server);
  const button = screen.getByRole("button", { name: "Unfollow" });
  const field = screen.getByRole("textbox", { name: "Your e-mail" });
  // No e-mail known: the field stays open to type the one to unsubscribe.
  expect(field).toBeEnabled();

  await user.type(field, "ann@example.com");
  await user.click(button);
  // An e-mail is given now: the server's "not followed" is shown as it is.
  expect(await screen.findByRole("button", { name: "Follow" })).toBeInTheDocument();
  expect(paramsOf(server, "/website_mail/follow")).toEqual([
    { id: 7, object: "product.template", message_is_follower: "on", email: "ann@example.com" },
  ]);
});

test("should not apply the unsubscribe link's rule once the visitor's e-mail is known", async () => {
  const { server } = renderFollow(
    [{ is_user: false, email: "ann@example.com" }, {}],
    () => odooResult(false),
    {
      unsubscribe: true,
    },
  );
  await statusAnswered(server);
  expect(await screen.findByRole("button", { name: "Follow" })).toBeInTheDocument();
});

test("should lock a logged-in user's known e-mail even when not following", async () => {
  const { server } = renderFollow([CUSTOMER, {}], () => odooResult(true));
  await statusAnswered(server);
  const field = await screen.findByRole("textbox", { name: "Your e-mail" });
  expect(field).toHaveValue("carl@example.com");
  expect(field).toBeDisabled();
});

test("should show the server's refusal and keep the state and the typed e-mail", async () => {
  const refusal = "Too many follow requests from this connection. Please wait a few minutes and try again.";
  const { server, user } = renderFollow([VISITOR, {}], () =>
    odooError({ name: "odoo.exceptions.UserError", message: refusal }),
  );
  await statusAnswered(server);
  await user.type(screen.getByRole("textbox", { name: "Your e-mail" }), "ann@example.com");
  await user.click(screen.getByRole("button", { name: "Follow" }));

  expect(await screen.findByRole("alert")).toHaveTextContent(refusal);
  expect(screen.getByRole("button", { name: "Follow" })).toHaveFocus();
  expect(screen.getByRole("textbox", { name: "Your e-mail" })).toHaveValue("ann@example.com");
});

test("should show the page's state until is_follower answers", () => {
  const server = createFakeOdoo({ "/website_mail/is_follower": () => "hang" });
  const container = mountPoint(props({ following: true, emailField: false }));
  render(
    <RpcClientContext.Provider value={createRpcClient({ fetch: server.fetch })}>
      <WebsiteFollow {...props({ following: true, emailField: false })} />
    </RpcClientContext.Provider>,
    { container },
  );
  expect(screen.getByRole("button", { name: "Unfollow" })).toBeInTheDocument();
});

test("should keep what the visitor typed when is_follower answers after they started", async () => {
  let answerStatus: () => void = () => {};
  const server = createFakeOdoo({
    "/website_mail/is_follower": () =>
      new Promise((resolve) => {
        answerStatus = () => resolve(odooResult([VISITOR, {}]));
      }),
    "/website_mail/follow": () => odooResult(true),
  });
  const container = mountPoint(props());
  const user = userEvent.setup();
  render(
    <RpcClientContext.Provider value={createRpcClient({ fetch: server.fetch })}>
      <WebsiteFollow {...props()} />
    </RpcClientContext.Provider>,
    { container },
  );
  const field = screen.getByRole("textbox", { name: "Your e-mail" });
  await user.type(field, "ann@example.com");
  await waitFor(() => expect(paramsOf(server, "/website_mail/is_follower")).toHaveLength(1));
  // The answer lands inside act: the cache's update re-renders the control.
  await act(async () => {
    answerStatus();
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  expect(field).toHaveValue("ann@example.com");

  await user.click(screen.getByRole("button", { name: "Follow" }));
  expect(await screen.findByRole("button", { name: "Unfollow" })).toBeInTheDocument();
  expect(paramsOf(server, "/website_mail/follow")).toEqual([
    { id: 7, object: "product.template", message_is_follower: "off", email: "ann@example.com" },
  ]);
});
