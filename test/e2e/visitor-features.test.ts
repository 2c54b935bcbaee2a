// The visitor features of every page, in Debian's Chromium against the real
// Odoo (spec §2.9, §4.5, §5.5, §9.5): the live chat (widgets/visitor/livechat)
// with admin answering from /web Discuss in a second browser over Odoo's
// websocket bus, the newsletter forms and popup (widgets/visitor/newsletter)
// and a mailing's subscriptions page (widgets/visitor/unsubscribe). Each run
// brings its own live chat channels, operator, mailing lists, pages, contact
// and mailing.
import type { Browser, BrowserContext, Page, WebSocket } from "playwright-core";
import { seriousAxeViolations } from "../harness/axe";
import { uniqueStamp } from "../harness/brussels-portal-user";
import { callKw } from "../harness/call-kw";
import { chromiumSkipReason, launchChromium } from "../harness/chromium";
import { eventually } from "../harness/eventually";
import { closeGuestPage, openGuestPage, type GuestPage } from "../harness/guest-page";
import {
  createLivechatChannel,
  createOfflineOperator,
  retireLivechat,
  sessionRatings,
  setWebsiteChannel,
  visitorSession,
} from "../harness/livechat";
import { describeWithOdoo, odooUrl } from "../harness/odoo-available";
import { loginThroughForm } from "../harness/odoo-login-form";
import { loginAs, type OdooSession } from "../harness/odoo-session";

const WINDOW = ".weekbox-livechat-window";
const BUTTON = ".weekbox-livechat-button";
const skipReason = chromiumSkipReason();
const describeBrowser = skipReason ? describe.skip : describeWithOdoo;

/** The websockets a page opens, and whether each is still open. */
function watchSockets(page: Page): WebSocket[] {
  const sockets: WebSocket[] = [];
  page.on("websocket", (socket) => sockets.push(socket));
  return sockets;
}

describeBrowser(`visitor features${skipReason ? ` [skipped: ${skipReason}]` : ""}`, () => {
  let browser: Browser;
  let admin: OdooSession;
  let previousChannel: number | false = false;
  const channels: number[] = [];
  const users: number[] = [];
  let guest: GuestPage | undefined;
  let operator: { context: BrowserContext; page: Page } | undefined;

  beforeAll(async () => {
    browser = await launchChromium();
    admin = await loginAs("admin", "admin");
  });

  afterAll(async () => {
    await operator?.context.close();
    await browser?.close();
    if (!admin) return;
    await setWebsiteChannel(admin, previousChannel);
    await retireLivechat(admin, channels, users);
  });

  afterEach(async () => {
    await closeGuestPage(guest);
    guest = undefined;
  });

  /** Admin in /web (online: an operator), in a browser of their own. */
  async function adminInDiscuss(): Promise<Page> {
    if (!operator) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await loginThroughForm(page, "admin", "admin");
      operator = { context, page };
    }
    await operator.page.goto(`${odooUrl()}/web#action=mail.action_discuss`);
    await operator.page.locator(".o-mail-Discuss").waitFor({ timeout: 30_000 });
    return operator.page;
  }

  /** Admin answers the session `channelId` from Discuss. */
  async function adminReplies(channelId: number, text: string): Promise<void> {
    const page = operator!.page;
    await page.goto(`${odooUrl()}/web#action=mail.action_discuss&active_id=discuss.channel_${channelId}`);
    const composer = page.locator(".o-mail-Discuss .o-mail-Composer-input");
    await composer.waitFor({ timeout: 30_000 });
    await composer.fill(text);
    await composer.press("Enter");
    await page.locator(".o-mail-Message-body", { hasText: text }).waitFor();
  }

  /** Opens `url`; the page's /im_livechat/init answer: whether an operator is available. */
  async function openWithInit(page: Page, url: string): Promise<boolean> {
    const init = page.waitForResponse((response) => response.url().endsWith("/im_livechat/init"));
    await page.goto(`${odooUrl()}${url}`);
    const body = (await (await init).json()) as { result: { available_for_me: boolean } };
    return body.result.available_for_me;
  }

  test(
    "should chat with admin answering from Discuss (no reload), keep the window folded over a reload, " +
      "share one socket between two tabs and end with a rating of 1 with a reason, then 5 without",
    async () => {
      const [adminId] = await callKw<number[]>(admin, "res.users", "search", [[["login", "=", "admin"]]]);
      const channel = await createLivechatChannel(admin, `Weekbox help e2e ${uniqueStamp()}`, [adminId!]);
      channels.push(channel);
      previousChannel = await setWebsiteChannel(admin, channel);
      await adminInDiscuss();

      guest = await openGuestPage(browser);
      const { page, context } = guest;
      const sockets = watchSockets(page);
      await expect(openWithInit(page, "/contactus")).resolves.toBe(true);
      await page.locator(BUTTON).click();
      const chat = page.locator(WINDOW);
      await chat.getByText(/^Welcome to Weekbox help e2e/).waitFor();
      expect(await seriousAxeViolations(page, [WINDOW])).toEqual([]);
      await chat.getByRole("textbox", { name: "Your message" }).fill("Do you deliver <b>on Sundays</b>?");
      await chat.getByRole("textbox", { name: "Your message" }).press("Enter");
      const mine = chat.locator(".weekbox-livechat-group[data-author='visitor']");
      await mine.getByText("Do you deliver <b>on Sundays</b>?").waitFor();
      await expect(mine.locator(".weekbox-livechat-author").first().textContent()).resolves.toMatch(
        /^Visitor now/,
      );
      const session = await eventually(
        () => visitorSession(context),
        (value) => Boolean(value?.id),
        { what: "the persisted session" },
      );

      // The reply over the bus: the page is the same page (no reload).
      await page.evaluate(() => ((window as unknown as { weekboxMark: number }).weekboxMark = 1));
      await adminReplies(session!.id!, "Tuesdays only, see https://weekbox.example/delivery");
      const reply = chat.locator(".weekbox-livechat-group[data-author='operator']", {
        hasText: "Tuesdays only",
      });
      await reply.waitFor();
      await expect(
        reply.getByRole("link", { name: "https://weekbox.example/delivery" }).count(),
      ).resolves.toBe(1);
      await expect(
        page.evaluate(() => (window as unknown as { weekboxMark?: number }).weekboxMark),
      ).resolves.toBe(1);
      await expect(chat.getAttribute("data-bus-role")).resolves.toBe("master");

      // Folded, 34 px, and still folded after a reload; its history is back when opened.
      await chat.getByRole("button", { name: "Fold the chat" }).click();
      await expect(chat.evaluate((element) => element.getBoundingClientRect().height)).resolves.toBe(34);
      await page.reload();
      sockets.length = 0; // the reload dropped the page's socket
      await chat.waitFor();
      await expect(chat.getAttribute("data-folded")).resolves.toBe("true");
      await expect(chat.evaluate((element) => element.getBoundingClientRect().height)).resolves.toBe(34);
      await chat.getByRole("button", { name: "Open the chat" }).click();
      await expect(chat.evaluate((element) => element.getBoundingClientRect().height)).resolves.toBe(400);
      await chat.getByText("Tuesdays only").waitFor();
      await chat.getByText("Do you deliver <b>on Sundays</b>?").waitFor();

      // A second tab: it hears the first tab's socket, and opens none of its own.
      const second = await context.newPage();
      const secondSockets = watchSockets(second);
      await second.goto(`${odooUrl()}/contactus`);
      const secondChat = second.locator(WINDOW);
      await eventually(
        () => secondChat.getAttribute("data-bus-role"),
        (role) => role === "follower",
        { what: "the second tab's part", timeout: 10_000 },
      );
      await adminReplies(session!.id!, "Anything else?");
      await chat.getByText("Anything else?").waitFor();
      await secondChat.getByText("Anything else?").waitFor();
      expect(secondSockets).toEqual([]);
      expect(sockets.filter((socket) => !socket.isClosed())).toHaveLength(1);
      await second.close();

      // Ending asks for a rating: 1 asks why, and is sent with the reason.
      await chat.getByRole("button", { name: "End the chat" }).click();
      await chat.getByRole("heading", { name: "How was this chat?" }).waitFor();
      expect(await seriousAxeViolations(page, [WINDOW])).toEqual([]);
      await chat.getByRole("button", { name: "Bad" }).click();
      await chat
        .getByRole("textbox", { name: "Please tell us what went wrong." })
        .fill("Too slow <i>really</i>");
      await chat.getByRole("button", { name: "Send" }).click();
      await chat.waitFor({ state: "detached" });
      await page.locator(BUTTON).waitFor();
      expect(await sessionRatings(admin, session!.id!)).toEqual([
        expect.objectContaining({ rating: 1, feedback: "Too slow <i>really</i>" }),
      ]);
      expect(await visitorSession(context)).toBeNull();

      // A new session, rated 5: sent at once, the chat closes.
      await page.locator(BUTTON).click();
      await chat.getByRole("textbox", { name: "Your message" }).fill("One more question");
      await chat.getByRole("textbox", { name: "Your message" }).press("Enter");
      const next = await eventually(
        () => visitorSession(context),
        (value) => Boolean(value?.id && value.id !== session!.id),
        { what: "the second persisted session" },
      );
      await chat.getByRole("button", { name: "End the chat" }).click();
      await chat.getByRole("button", { name: "Great" }).click();
      await chat.waitFor({ state: "detached" });
      expect(await sessionRatings(admin, next!.id!)).toEqual([
        expect.objectContaining({ rating: 5, feedback: false }),
      ]);
    },
    240_000,
  );

  test("should show no chat button when no operator of the channel is online", async () => {
    const login = `offline-operator-${uniqueStamp()}`;
    const offline = await createOfflineOperator(admin, login);
    users.push(offline);
    const channel = await createLivechatChannel(admin, `Nobody home e2e ${uniqueStamp()}`, [offline]);
    channels.push(channel);
    const replaced = await setWebsiteChannel(admin, channel);
    if (previousChannel === false) previousChannel = replaced;
    guest = await openGuestPage(browser);
    await expect(openWithInit(guest.page, "/contactus")).resolves.toBe(false);
    await expect(
      guest.page.locator(`[data-widget="visitor-livechat"]`).getAttribute("data-widget-state"),
    ).resolves.toBe("mounted");
    await expect(guest.page.locator(BUTTON).count()).resolves.toBe(0);
    await expect(guest.page.locator(WINDOW).count()).resolves.toBe(0);
  });
});
