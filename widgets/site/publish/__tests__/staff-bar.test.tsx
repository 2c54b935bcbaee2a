import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RpcClientContext } from "@/core/data/rpc-client-context";
import { createRpcClient } from "@/core/rpc/rpc-client";
import { createFakeOdoo, odooError, odooResult, type FakeHandler } from "@/core/testing/fake-odoo-fetch";
import { StaffBar } from "../components/staff-bar";
import { appsUrl } from "../utils/apps-url";
import type { WebsitePublishProps } from "../website-publish-props";

const TEAPOT = {
  id: 42,
  model: "product.template",
  name: "Teapot",
  published: true,
  backOfficeUrl: "/web#return_label=Website&model=product.template&id=42",
};

function renderBar(publish: FakeHandler, props: Partial<WebsitePublishProps> = {}) {
  const server = createFakeOdoo({ "/website/publish": publish });
  const mountPoint = document.createElement("div");
  mountPoint.setAttribute("data-widget", "website-publish");
  document.body.append(mountPoint);
  const user = userEvent.setup();
  render(
    <RpcClientContext.Provider value={createRpcClient({ fetch: server.fetch })}>
      <StaffBar editorUrl="/@/shop/teapot-42" record={TEAPOT} {...props} />
    </RpcClientContext.Provider>,
    { container: mountPoint },
  );
  return { server, user, mountPoint };
}

afterEach(() => {
  document.body.innerHTML = "";
});

test("should lead to the back office's apps, keeping debug mode when the page has it", () => {
  expect(appsUrl("")).toBe("/web#home");
  expect(appsUrl("?category=3")).toBe("/web#home");
  expect(appsUrl("?debug=1")).toBe("/web?debug=1#home");
  expect(appsUrl("?page=2&debug=assets")).toBe("/web?debug=assets#home");
  renderBar(() => odooResult(false));
  expect(screen.getByRole("link", { name: /Apps/ })).toHaveAttribute("href", "/web#home");
  expect(screen.getByRole("link", { name: /Editor/ })).toHaveAttribute("href", "/@/shop/teapot-42");
  expect(screen.getByRole("link", { name: "Edit in back office" })).toHaveAttribute(
    "href",
    TEAPOT.backOfficeUrl,
  );
});

test("should toggle publishing through Odoo's route and show what the server answered", async () => {
  let published = true;
  const { server, user, mountPoint } = renderBar(() => odooResult((published = !published)));
  const toggle = screen.getByRole("switch", { name: "Published: Teapot" });
  expect(toggle).toBeChecked();
  expect(mountPoint).toHaveAttribute("data-publish", "on");

  await user.click(toggle);
  expect(await screen.findByText("Unpublished")).toBeInTheDocument();
  expect(toggle).not.toBeChecked();
  expect(mountPoint).toHaveAttribute("data-publish", "off");
  expect(server.calls.map((call) => (call.body as { params: unknown }).params)).toEqual([
    { id: 42, object: "product.template" },
  ]);
});

test("should keep the switch as the server has it when the server keeps it", async () => {
  // Odoo answers false for a model without website_published: the switch follows the answer.
  const { user } = renderBar(() => odooResult(true));
  const toggle = screen.getByRole("switch", { name: "Published: Teapot" });
  await user.click(toggle);
  expect(await screen.findByText("Published")).toBeInTheDocument();
  expect(toggle).toBeChecked();
});

test("should take one toggle at a time", async () => {
  let answer: (() => void) | undefined;
  const { server, user } = renderBar(
    () =>
      new Promise((resolve) => {
        answer = () => resolve(odooResult(false));
      }),
  );
  const toggle = screen.getByRole("switch", { name: "Published: Teapot" });
  await user.click(toggle);
  await user.click(toggle);
  answer!();
  expect(await screen.findByText("Unpublished")).toBeInTheDocument();
  expect(server.calls).toHaveLength(1);
  expect(toggle).toHaveFocus();
});

test("should say why publishing was refused, and where to fix it", async () => {
  const { user } = renderBar(() =>
    odooError({
      code: 200,
      name: "odoo.exceptions.AccessError",
      message: "You are not allowed to modify 'Product' (product.template) records.",
      debug: "Traceback (most recent call last): ...",
    }),
  );
  const toggle = screen.getByRole("switch", { name: "Published: Teapot" });
  await user.click(toggle);
  const dialog = await screen.findByRole("alertdialog");
  expect(within(dialog).getByRole("heading", { name: "Access Error" })).toBeInTheDocument();
  expect(dialog).toHaveTextContent("You are not allowed to modify 'Product' (product.template) records.");
  expect(dialog).not.toHaveTextContent("Traceback");
  expect(within(dialog).getByRole("link", { name: "the classic Odoo interface" })).toHaveAttribute(
    "href",
    TEAPOT.backOfficeUrl,
  );
  expect(toggle).toBeChecked();
  await user.keyboard("{Escape}");
  expect(screen.queryByRole("alertdialog")).toBeNull();
});

test("should title and word the dialog from the error's arguments, the message's HTML sanitised", async () => {
  (window as { __xss?: unknown }).__xss = undefined;
  const { user } = renderBar(() =>
    odooError({
      code: 200,
      name: "odoo.exceptions.UserError",
      message: "Not published",
      arguments: [
        "Not published",
        '<p>The product <b>Teapot</b> has no image.</p><img src=x onerror="__xss=1"><script>__xss=2</script>',
      ],
    }),
  );
  await user.click(screen.getByRole("switch", { name: "Published: Teapot" }));
  const dialog = await screen.findByRole("alertdialog");
  expect(within(dialog).getByRole("heading", { name: "Not published" })).toBeInTheDocument();
  const message = dialog.querySelector(".weekbox-publish-error-message")!;
  expect(message).toHaveTextContent("The product Teapot has no image.");
  expect(within(dialog).getByText("Teapot").tagName).toBe("B");
  expect(dialog.querySelector("img, script")).toBeNull();
  expect((window as { __xss?: unknown }).__xss).toBeUndefined();
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
});

test("should say the HTTP status when the request failed on its way", async () => {
  const { user } = renderBar(
    () => new Response("<h1>Bad gateway</h1>", { status: 502, statusText: "Bad Gateway" }),
  );
  await user.click(screen.getByRole("switch", { name: "Published: Teapot" }));
  const dialog = await screen.findByRole("alertdialog");
  expect(dialog.querySelector(".weekbox-publish-error-message")).toHaveTextContent("Bad Gateway (HTTP 502)");
  expect(within(dialog).getByRole("link", { name: "the classic Odoo interface" })).toHaveAttribute(
    "href",
    TEAPOT.backOfficeUrl,
  );
});

test("should show no switch for a page whose record cannot be published", () => {
  renderBar(() => odooResult(false), { record: null });
  expect(screen.queryByRole("switch")).toBeNull();
  expect(screen.queryByRole("link", { name: "Edit in back office" })).toBeNull();
});
