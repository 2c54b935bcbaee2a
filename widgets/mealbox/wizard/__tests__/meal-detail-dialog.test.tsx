import { act, screen, waitFor, within } from "@testing-library/react";
import { renderWizard, resetPage, settle } from "./render-wizard";

afterEach(resetPage);

async function openDetails(options: Parameters<typeof renderWizard>[0] = {}) {
  const view = await renderWizard(options);
  const trigger = screen.getByRole("button", { name: "Flemish beef stew" });
  await view.user.click(trigger);
  const dialog = await screen.findByRole("dialog", { name: "Flemish beef stew" });
  await within(dialog).findByText("Ingredients");
  return { ...view, trigger, dialog };
}

test("should open a dish's details from its card with its images and video in a carousel", async () => {
  const { server, dialog, user } = await openDetails();

  expect(server.params("/mealbox/get_product")).toEqual([{ product_id: 101 }]);
  expect(within(dialog).getByText("Flemish beef stew, slowly cooked.")).toBeInTheDocument();
  expect(
    within(dialog)
      .getAllByRole("listitem")
      .map((li) => li.textContent),
  ).toEqual(["Beef", "Beer", "Onions"]);
  const carousel = within(dialog).getByRole("region", { name: "Photos and video of Flemish beef stew" });
  expect(within(carousel).getByRole("group", { name: "1 of 3" })).toBeInTheDocument();

  await user.click(within(carousel).getByRole("button", { name: "Next slide" }));
  expect(within(carousel).getByRole("group", { name: "2 of 3" }).querySelector("img")).toHaveAttribute(
    "src",
    "/web/image/product.image/101/image_1024",
  );
  await user.click(within(carousel).getByRole("button", { name: "Next slide" }));

  const video = within(carousel).getByTitle("Video of Flemish beef stew");
  expect(video.tagName).toBe("IFRAME");
  expect(video).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/abc123");

  await user.click(within(carousel).getByRole("button", { name: "Previous slide" }));
  expect(document.querySelector("iframe")).toBeNull();
});

test("should remove the embedded video when closed and give focus back to the dish", async () => {
  const { dialog, trigger, user } = await openDetails();
  const carousel = within(dialog).getByRole("region");
  await user.click(within(carousel).getByRole("button", { name: "Previous slide" }));
  expect(document.querySelector("iframe")).not.toBeNull();

  await user.click(within(dialog).getByRole("button", { name: "Close" }));

  expect(screen.queryByRole("dialog")).toBeNull();
  expect(document.querySelector("iframe")).toBeNull();
  await waitFor(() => expect(trigger).toHaveFocus());
});

test("should close with Escape", async () => {
  const { trigger, user } = await openDetails();

  await user.keyboard("{Escape}");

  expect(screen.queryByRole("dialog")).toBeNull();
  await waitFor(() => expect(trigger).toHaveFocus());
});

test("should render the server's text as text, never as HTML", async () => {
  const { dialog } = await openDetails({ description: '<img src=x onerror="alert(1)"><b>Bold</b>' });

  expect(within(dialog).getByText('<img src=x onerror="alert(1)"><b>Bold</b>')).toBeInTheDocument();
  expect(dialog.querySelector("b")).toBeNull();
});

test.each([
  [
    "an https page that is not an embed player",
    "https://example.com/watch/stew",
    "https://example.com/watch/stew",
  ],
  ["a player over plain http", "http://www.youtube.com/embed/abc", "http://www.youtube.com/embed/abc"],
])("should only link %s", async (_case, videoUrl, href) => {
  const { dialog, user } = await openDetails({ videoUrl });

  expect(within(dialog).getByRole("link", { name: "Watch the video" })).toHaveAttribute("href", href);
  await user.click(within(dialog).getByRole("button", { name: "Next slide" }));
  expect(within(dialog).getByRole("group", { name: "2 of 2" })).toBeInTheDocument();
  expect(document.querySelector("iframe")).toBeNull();
});

test("should neither embed nor link a script URL", async () => {
  const { dialog } = await openDetails({ videoUrl: "javascript:alert(1)" });

  expect(within(dialog).queryByRole("link")).toBeNull();
  expect(document.querySelector("iframe")).toBeNull();
});

test("should open the details from the keyboard", async () => {
  const { user, server } = await renderWizard();
  act(() => screen.getByRole("button", { name: "Salmon with dill" }).focus());

  await user.keyboard("{Enter}");
  await settle(server);

  expect(await screen.findByRole("dialog", { name: "Salmon with dill" })).toBeInTheDocument();
});
