import { act, screen, waitFor, within } from "@testing-library/react";
import { ENGLISH_CATALOGUE } from "@/core/i18n/translation-catalogue";
import { odooError, odooResult } from "@/core/testing/fake-odoo-fetch";
import {
  fetchHandler,
  initAnswer,
  message,
  ORDER_THREAD,
  PRODUCT_THREAD,
  renderThread,
} from "./thread-test-kit";

const STATS = { avg: 3.7, total: 3, percent: { 1: 0, 2: 0, 3: 33.333, 4: 33.333, 5: 33.334 } };

test("should show the first page, the counter and a pager of 10 per page through chatter_init", async () => {
  const { paramsOf } = renderThread({
    handlers: { "/mail/chatter_init": () => initAnswer(23), "/mail/chatter_fetch": fetchHandler(23) },
  });
  expect(await screen.findByText("23 comments")).toBeInTheDocument();
  expect(screen.getAllByRole("listitem").filter((item) => item.dataset.messageId)).toHaveLength(10);
  expect(paramsOf("/mail/chatter_init")).toEqual([
    { res_model: "sale.order", res_id: 7, token: "order-token", limit: 10, offset: 0, allow_composer: true },
  ]);
  const pager = screen.getByRole("navigation", { name: "Pages of the discussion" });
  expect(
    within(pager)
      .getAllByRole("button", { name: /^Page / })
      .map((button) => button.textContent),
  ).toEqual(["1", "2", "3"]);
  expect(within(pager).getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  expect(within(pager).getByRole("button", { name: "Previous page" })).toBeDisabled();
});

test("should fetch the page chosen, with the token, and mark it current", async () => {
  const { user, paramsOf } = renderThread({
    handlers: { "/mail/chatter_init": () => initAnswer(23), "/mail/chatter_fetch": fetchHandler(23) },
  });
  await screen.findByText("23 comments");
  await user.click(screen.getByRole("button", { name: "Page 3" }));
  expect(await screen.findByText("Message 21")).toBeInTheDocument();
  expect(paramsOf("/mail/chatter_fetch")).toEqual([
    { res_model: "sale.order", res_id: 7, token: "order-token", limit: 10, offset: 20 },
  ]);
  expect(screen.getByRole("button", { name: "Page 3" })).toHaveAttribute("aria-current", "page");
  expect(screen.getByRole("button", { name: "Next page" })).toBeDisabled();
  await user.click(screen.getByRole("button", { name: "Previous page" }));
  expect(await screen.findByText("Message 11")).toBeInTheDocument();
});

test("should move the window of 5 page links with the keyboard", async () => {
  const { user } = renderThread({
    handlers: { "/mail/chatter_init": () => initAnswer(95), "/mail/chatter_fetch": fetchHandler(95) },
  });
  await screen.findByText("95 comments");
  const pageLinks = () =>
    screen.getAllByRole("button", { name: /^Page / }).map((button) => button.textContent);
  expect(pageLinks()).toEqual(["1", "2", "3", "4", "5"]);
  act(() => screen.getByRole("button", { name: "Page 5" }).focus());
  await user.keyboard("{Enter}");
  expect(await screen.findByText("Message 41")).toBeInTheDocument();
  expect(pageLinks()).toEqual(["3", "4", "5", "6", "7"]);
});

test("should show each message's author, avatar, date and files with their token", async () => {
  renderThread({
    handlers: {
      "/mail/chatter_init": () =>
        odooResult({
          messages: [
            message(5, {
              attachment_ids: [
                {
                  id: 91,
                  name: "plan.pdf",
                  filename: "plan.pdf",
                  mimetype: "application/pdf",
                  access_token: "att-tk",
                },
              ],
            }),
          ],
          options: {
            message_count: 1,
            is_user_public: true,
            is_user_publisher: false,
            display_composer: false,
          },
        }),
    },
  });
  expect(await screen.findByText("1 comment")).toBeInTheDocument();
  expect(screen.getByText("Author 5")).toBeInTheDocument();
  const item = screen.getByText("Author 5").closest("li") as HTMLElement;
  expect(item.querySelector("img")).toHaveAttribute(
    "src",
    "/mail/avatar/mail.message/5/author_avatar/50x50?access_token=order-token",
  );
  expect(within(item).getByText(/^Published on /)).toHaveTextContent(/Nov 20, 2026/);
  expect(within(item).getByRole("link", { name: "plan.pdf" })).toHaveAttribute(
    "href",
    "/web/content/91?download=true&access_token=att-tk",
  );
  expect(screen.queryByRole("form", { name: "Write a message" })).not.toBeInTheDocument();
});

test("should write the date in the visitor's language", async () => {
  renderThread({
    catalogue: {
      ...ENGLISH_CATALOGUE,
      lang: "fr_BE",
      messages: new Map([["Published on {date}", "Publié le {date}"]]),
    },
    handlers: { "/mail/chatter_init": () => initAnswer(1) },
  });
  expect(await screen.findByText(/^Publié le /)).toHaveTextContent(/20 nov\. 2026/);
});

test("should post the message with the token in one request, then show page 1 as the post answered it", async () => {
  const { user, server, paramsOf, routesSince } = renderThread({
    handlers: {
      "/mail/chatter_init": () => initAnswer(23),
      "/mail/chatter_fetch": fetchHandler(23),
      "/mail/chatter_post": () =>
        odooResult({
          default_message: "Hello there",
          default_message_id: 99,
          weekbox_thread: {
            messages: [message(99, { body: "<p>Hello there</p>" }), message(1)],
            message_count: 24,
          },
        }),
    },
  });
  await screen.findByText("23 comments");
  await user.click(screen.getByRole("button", { name: "Page 2" }));
  await screen.findByText("Message 11");
  await user.type(screen.getByRole("textbox", { name: "Your message" }), "Hello there");
  const requestsBefore = server.calls.length;
  await user.click(screen.getByRole("button", { name: "Send" }));
  expect(await screen.findByText("Hello there")).toBeInTheDocument();
  expect(screen.getByText("24 comments")).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  expect(screen.getByRole("button", { name: "Page 3" })).toBeInTheDocument();
  expect(screen.getByRole("textbox", { name: "Your message" })).toHaveValue("");
  await act(async () => {});
  expect(routesSince(requestsBefore)).toEqual(["/mail/chatter_post"]);
  expect(paramsOf("/mail/chatter_post")).toEqual([
    {
      res_model: "sale.order",
      res_id: 7,
      token: "order-token",
      message: "Hello there",
      weekbox_thread: { limit: 10 },
    },
  ]);
});

test("should ask for page 1 and the rating stats again when the post's answer holds no thread", async () => {
  let posted = false;
  const { user, paramsOf } = renderThread({
    props: PRODUCT_THREAD,
    handlers: {
      "/mail/chatter_init": () =>
        posted
          ? odooResult({
              messages: [message(99, { body: "<p>Hello there</p>" })],
              options: {
                message_count: 24,
                is_user_public: false,
                is_user_publisher: false,
                display_composer: true,
              },
            })
          : initAnswer(23, { display_composer: true, is_user_public: false }),
      "/mail/chatter_fetch": fetchHandler(23),
      "/mail/chatter_post": () => {
        posted = true;
        return odooResult({ default_message: "Hello there", default_message_id: 99 });
      },
      "/portal/thread/rating_stats": () => odooResult(posted ? { ...STATS, total: 4 } : STATS),
    },
  });
  await screen.findByText("23 comments");
  expect(await screen.findByText("3 ratings")).toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Page 2" }));
  await screen.findByText("Message 11");
  await user.type(screen.getByRole("textbox", { name: "Your message" }), "Hello there");
  await user.click(screen.getByRole("button", { name: "Send" }));
  expect(await screen.findByText("Hello there")).toBeInTheDocument();
  expect(screen.getByText("24 comments")).toBeInTheDocument();
  expect(await screen.findByText("4 ratings")).toBeInTheDocument();
  expect(paramsOf("/mail/chatter_init")).toHaveLength(2);
  expect(paramsOf("/portal/thread/rating_stats")).toHaveLength(2);
});

test("should keep what was typed and say why when the server refuses the message", async () => {
  const { user } = renderThread({
    handlers: {
      "/mail/chatter_init": () => initAnswer(0),
      "/mail/chatter_post": () =>
        odooError({
          name: "werkzeug.exceptions.Forbidden",
          message: "You don't have the permission",
          code: 403,
        }),
    },
  });
  await screen.findByText("There are no comments for now.");
  await user.type(screen.getByRole("textbox", { name: "Your message" }), "Keep me");
  await user.click(screen.getByRole("button", { name: "Send" }));
  expect(await screen.findByRole("alert")).toHaveTextContent(/Your message could not be posted/);
  expect(screen.getByRole("textbox", { name: "Your message" })).toHaveValue("Keep me");
  expect(screen.getByRole("button", { name: "Send" })).toBeEnabled();
});

test("should send nothing for an empty message", async () => {
  const { user, paramsOf } = renderThread({ handlers: { "/mail/chatter_init": () => initAnswer(0) } });
  await screen.findByText("There are no comments for now.");
  await user.click(screen.getByRole("button", { name: "Send" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("Write a message or attach a file first.");
  expect(paramsOf("/mail/chatter_post")).toEqual([]);
});

test("should show the rating card rounded to the half, filter by a star row and reset from its text", async () => {
  const { user, paramsOf } = renderThread({
    props: PRODUCT_THREAD,
    handlers: {
      "/mail/chatter_init": () => initAnswer(3, { display_composer: false }),
      "/mail/chatter_fetch": ({ params }) => {
        const { domain } = params as { domain?: unknown };
        return odooResult({
          messages: domain ? [message(42, { rating_value: 4 })] : [message(1)],
          message_count: domain ? 1 : 3,
        });
      },
      "/portal/thread/rating_stats": () => odooResult(STATS),
    },
  });
  expect(await screen.findByTestId("thread-rating-average")).toHaveTextContent("3.5");
  expect(screen.getByTestId("thread-rating-percent-4")).toHaveTextContent("33.5%");
  expect(screen.getByTestId("thread-rating-percent-1")).toHaveTextContent("0%");
  expect(paramsOf("/portal/thread/rating_stats")).toEqual([{ res_model: "product.template", res_id: 12 }]);
  expect(paramsOf("/mail/chatter_init")[0]).toMatchObject({ limit: 10, rating_include: true });

  const fourStars = screen.getByRole("button", { name: /4 stars/ });
  await user.click(fourStars);
  expect(await screen.findByText("Message 42")).toBeInTheDocument();
  expect(fourStars).toHaveAttribute("aria-pressed", "true");
  expect(paramsOf("/mail/chatter_fetch").at(-1)).toMatchObject({
    domain: [["rating_value", "=", 4]],
    offset: 0,
  });

  await user.click(within(fourStars).getByText("4 stars"));
  // Every message again: the first page chatter_init answered, without asking again.
  expect(await screen.findByText("Message 1")).toBeInTheDocument();
  expect(fourStars).toHaveAttribute("aria-pressed", "false");
  expect(paramsOf("/mail/chatter_fetch")).toHaveLength(1);
});

test("should reset the star filter from its × button too", async () => {
  const { user, paramsOf } = renderThread({
    props: PRODUCT_THREAD,
    handlers: {
      "/mail/chatter_init": () => initAnswer(3, { display_composer: false }),
      "/mail/chatter_fetch": fetchHandler(3),
      "/portal/thread/rating_stats": () => odooResult(STATS),
    },
  });
  await user.click(await screen.findByRole("button", { name: /5 stars/ }));
  await waitFor(() => expect(paramsOf("/mail/chatter_fetch")).toHaveLength(1));
  expect(paramsOf("/mail/chatter_fetch")[0]).toMatchObject({ domain: [["rating_value", "=", 5]] });
  await user.click(await screen.findByRole("button", { name: "Show every rating" }));
  expect(screen.queryByRole("button", { name: "Show every rating" })).not.toBeInTheDocument();
  expect(screen.getByRole("button", { name: /5 stars/ })).toHaveAttribute("aria-pressed", "false");
});

test("should post a rating chosen with the star input and refresh the rating card from the post's answer", async () => {
  const { user, server, paramsOf, routesSince } = renderThread({
    props: PRODUCT_THREAD,
    handlers: {
      "/mail/chatter_init": () => initAnswer(0, { display_composer: true, is_user_public: false }),
      "/mail/chatter_fetch": fetchHandler(1),
      "/mail/chatter_post": () =>
        odooResult({
          default_message: "Nice",
          default_message_id: 5,
          weekbox_thread: {
            messages: [message(5, { body: "<p>Nice</p>", rating_value: 5 })],
            message_count: 1,
            rating_stats: { avg: 5, total: 1, percent: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 100 } },
          },
        }),
      "/portal/thread/rating_stats": () => odooResult(STATS),
    },
  });
  expect(await screen.findByTestId("thread-rating-average")).toHaveTextContent("3.5");
  const stars = await screen.findByRole("radiogroup", { name: "Your rating" });
  expect(
    within(stars)
      .getAllByRole("radio")
      .map((radio) => radio.getAttribute("aria-label")),
  ).toEqual(["I hate it", "I don't like it", "It's okay", "I like it", "I love it"]);
  await user.click(within(stars).getByRole("radio", { name: "I like it" }));
  await user.keyboard("{ArrowRight}");
  expect(within(stars).getByRole("radio", { name: "I love it" })).toBeChecked();
  await user.type(screen.getByRole("textbox", { name: "Your message" }), "Nice");
  const requestsBefore = server.calls.length;
  await user.click(screen.getByRole("button", { name: "Send" }));
  expect(await screen.findByText("Nice")).toBeInTheDocument();
  expect(screen.getByTestId("thread-rating-average")).toHaveTextContent("5");
  expect(screen.getByTestId("thread-rating-percent-5")).toHaveTextContent("100%");
  expect(screen.getByText("1 comment")).toBeInTheDocument();
  expect(paramsOf("/mail/chatter_post")).toEqual([
    {
      res_model: "product.template",
      res_id: 12,
      message: "Nice",
      rating_value: 5,
      weekbox_thread: { limit: 10, rating_include: true },
    },
  ]);
  // The rating card too came with the post's answer.
  await act(async () => {});
  expect(routesSince(requestsBefore)).toEqual(["/mail/chatter_post"]);
});

test("should start the stars at the thread's default rating, light them on hover and send it untouched", async () => {
  const { user, paramsOf } = renderThread({
    props: PRODUCT_THREAD,
    handlers: {
      "/mail/chatter_init": () => initAnswer(0, { display_composer: true, is_user_public: false }),
      "/mail/chatter_post": () => odooResult({ default_message_id: 6 }),
      "/portal/thread/rating_stats": () => odooResult(STATS),
    },
  });
  const stars = await screen.findByRole("radiogroup", { name: "Your rating" });
  const radios = within(stars).getAllByRole("radio");
  const lit = () => stars.querySelectorAll(".weekbox-thread-star-radio[data-lit]").length;
  const label = () => stars.querySelector(".weekbox-thread-star-input-text")!.textContent;
  expect(within(stars).getByRole("radio", { name: "I like it" })).toBeChecked();
  expect(lit()).toBe(4);
  await user.hover(radios[1]!.closest("label")!);
  expect(lit()).toBe(2);
  expect(label()).toBe("I don't like it");
  await user.unhover(radios[1]!.closest("label")!);
  expect(lit()).toBe(4);
  expect(label()).toBe("I like it");

  await user.type(screen.getByRole("textbox", { name: "Your message" }), "Good");
  await user.click(screen.getByRole("button", { name: "Send" }));
  await waitFor(() => expect(paramsOf("/mail/chatter_post")).toHaveLength(1));
  expect(paramsOf("/mail/chatter_post")[0]).toMatchObject({ message: "Good", rating_value: 4 });
});

test("should start the stars at the rating the page sets", async () => {
  renderThread({
    props: { ...PRODUCT_THREAD, defaultRating: 2 },
    handlers: {
      "/mail/chatter_init": () => initAnswer(0, { display_composer: true, is_user_public: false }),
      "/portal/thread/rating_stats": () => odooResult(STATS),
    },
  });
  const stars = await screen.findByRole("radiogroup", { name: "Your rating" });
  expect(within(stars).getByRole("radio", { name: "I don't like it" })).toBeChecked();
});

test("should ask a visitor who may not post to log in, coming back to the thread", async () => {
  window.history.replaceState(null, "", "/shop/glass-12?category=3");
  renderThread({
    props: PRODUCT_THREAD,
    handlers: {
      "/mail/chatter_init": () => initAnswer(3, { display_composer: false }),
      "/portal/thread/rating_stats": () => odooResult(STATS),
    },
  });
  const link = await screen.findByRole("link", { name: "logged in" });
  expect(link.closest("p")).toHaveTextContent("You must be logged in to post a comment.");
  expect(link).toHaveAttribute(
    "href",
    `/web/login?redirect=${encodeURIComponent("/shop/glass-12?category=3#discussion")}`,
  );
  expect(screen.queryByRole("radiogroup")).toBeNull();
  expect(screen.queryByRole("form", { name: "Write a message" })).toBeNull();
});

test("should say so when the thread cannot be read", async () => {
  renderThread({
    props: { ...ORDER_THREAD, token: "wrong" },
    handlers: {
      "/mail/chatter_init": () =>
        odooError({ name: "werkzeug.exceptions.Forbidden", message: "Forbidden", code: 403 }),
    },
  });
  expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong. Please try again.");
});
