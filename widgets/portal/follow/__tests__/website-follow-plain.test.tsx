// The follow control before a visitor first uses it: a plain field and button
// in react-aria's markup (ui/upgrade), none of react-aria's code loaded (it
// sits under the product page's reviews title, in the page's first load);
// what the visitor types and presses counts, and brings react-aria's.
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RpcClientContext } from "@/core/data/rpc-client-context";
import { createRpcClient } from "@/core/rpc/rpc-client";
import { createFakeOdoo, odooResult } from "@/core/testing/fake-odoo-fetch";
import { loadAriaControls } from "@/ui/upgrade/upgrade-context";
import { forgetPart, loadedPart } from "@/ui/use-lazy-part";
import { WebsiteFollow } from "../components/website-follow";

beforeEach(() => forgetPart(loadAriaControls));
afterEach(() => {
  document.body.innerHTML = "";
});

/** Whether `element` is react-aria's (its components mark their element `data-rac`). */
const isAria = (element: Element | null) => Boolean(element?.closest("[data-rac]"));

test("should be plain until first used, then react-aria's, keeping what was typed and following with it", async () => {
  const server = createFakeOdoo({
    "/website_mail/is_follower": () => odooResult([{ is_user: false, email: "" }, {}]),
    "/website_mail/follow": () => odooResult(true),
  });
  const user = userEvent.setup();
  render(
    <RpcClientContext.Provider value={createRpcClient({ fetch: server.fetch })}>
      <WebsiteFollow id={7} model="product.template" following={false} unsubscribe={false} emailField />
    </RpcClientContext.Provider>,
  );
  await waitFor(() =>
    expect(server.calls.map((call) => call.url.pathname)).toContain("/website_mail/is_follower"),
  );
  expect(loadedPart(loadAriaControls)).toBeNull();
  expect(isAria(screen.getByRole("textbox", { name: "Your e-mail" }))).toBe(false);
  expect(isAria(screen.getByRole("button", { name: "Follow" }))).toBe(false);

  await user.type(screen.getByRole("textbox", { name: "Your e-mail" }), "ann@example.com");
  await user.click(screen.getByRole("button", { name: "Follow" }));
  await screen.findByRole("button", { name: "Unfollow" });
  await waitFor(() => expect(isAria(screen.getByRole("button", { name: "Unfollow" }))).toBe(true));
  expect(
    server.calls
      .filter((call) => call.url.pathname === "/website_mail/follow")
      .map((call) => (call.body as { params: unknown }).params),
  ).toEqual([expect.objectContaining({ email: "ann@example.com", message_is_follower: "off" })]);
  expect(isAria(screen.getByRole("textbox", { name: "Your e-mail" }))).toBe(true);
  expect(screen.getByRole("textbox", { name: "Your e-mail" })).toHaveValue("ann@example.com");
});
