import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LanguageSwitcher } from "../components/language-switcher";
import type { SiteLanguageProps } from "../site-language-props";
import { goTo } from "@/core/page/page-navigation";

jest.mock("@/core/page/page-navigation");

const PROPS: SiteLanguageProps = {
  languages: [
    { code: "nl_BE", urlCode: "nl_BE", name: "Nederlands (BE)", href: "/nl_BE/contactus?x=1", flag: null },
    { code: "en_US", urlCode: "en", name: "English (US)", href: "/en/contactus?x=1", flag: null },
    { code: "fr_BE", urlCode: "fr_BE", name: "Français (BE)", href: "/fr_BE/contactus?x=1", flag: null },
  ],
  active: "en_US",
  layout: "dropdown",
  label: "name",
  buttonClass: "btn-sm btn-outline-secondary",
  textClass: "",
  menuClass: "",
};

beforeEach(() => {
  document.documentElement.lang = "en-US";
  window.history.replaceState(null, "", "/contactus?x=1&edit_translations=1#faq");
});
afterEach(() => {
  document.documentElement.lang = "";
  window.history.replaceState(null, "", "/");
});

test("should name its button for screen readers with the page's language", () => {
  render(<LanguageSwitcher {...PROPS} />);
  const button = screen.getByRole("button", { name: "Language: English (US)" });
  expect(button).toHaveTextContent("English (US)");
  expect(button).toHaveClass("dropdown-toggle", "btn-sm", "btn-outline-secondary", "o_no_wait_lazy_js");
  expect(button).not.toHaveAttribute("data-bs-toggle");
});

test("should take the page's language from <html lang>, not the server's word", () => {
  document.documentElement.lang = "fr-BE";
  render(<LanguageSwitcher {...PROPS} />);
  expect(screen.getByRole("button", { name: "Language: Français (BE)" })).toBeInTheDocument();
});

test("should open with the keyboard and link each language through /website/lang, hash kept, edit_translations dropped", async () => {
  const user = userEvent.setup();
  render(<LanguageSwitcher {...PROPS} />);
  await user.tab();
  await user.keyboard("{Enter}");
  const menu = await screen.findByRole("menu", { name: "Language: English (US)" });
  const items = within(menu).getAllByRole("menuitemradio");
  expect(
    items.map((item) => [item.textContent, item.getAttribute("href"), item.getAttribute("aria-checked")]),
  ).toEqual([
    ["Nederlands (BE)", `/website/lang/nl_BE?r=${encodeURIComponent("/nl_BE/contactus?x=1#faq")}`, "false"],
    ["English (US)", `/website/lang/en?r=${encodeURIComponent("/en/contactus?x=1#faq")}`, "true"],
    ["Français (BE)", `/website/lang/fr_BE?r=${encodeURIComponent("/fr_BE/contactus?x=1#faq")}`, "false"],
  ]);
  // Bootstrap's look of the current one, as Odoo's menu.
  expect(items.map((item) => item.classList.contains("active"))).toEqual([false, true, false]);
  for (const item of items) {
    expect(item.tagName).toBe("A");
    expect(item).not.toHaveClass("js_change_lang");
  }
  // Arrows move through the languages, Escape closes and gives focus back.
  expect(items[1]).toHaveFocus();
  await user.keyboard("{ArrowDown}");
  expect(items[2]).toHaveFocus();
  await user.keyboard("{Escape}");
  expect(screen.queryByRole("menu")).toBeNull();
  // react-aria gives focus back in an animation frame after the menu unmounts.
  await waitFor(() => expect(screen.getByRole("button", { name: "Language: English (US)" })).toHaveFocus());
  // Space opens it too.
  await user.keyboard(" ");
  expect(await screen.findByRole("menu")).toBeInTheDocument();
});

test("should build the links from the location of the moment it opens", async () => {
  const user = userEvent.setup();
  render(<LanguageSwitcher {...PROPS} />);
  // A widget changed the query, the visitor followed an anchor.
  window.history.pushState(null, "", "/contactus?step=2#delivery");
  await user.click(screen.getByRole("button"));
  expect(screen.getByRole("menuitemradio", { name: "Français (BE)" })).toHaveAttribute(
    "href",
    `/website/lang/fr_BE?r=${encodeURIComponent("/fr_BE/contactus?step=2#delivery")}`,
  );
});

test("should open upwards in the footer", async () => {
  const user = userEvent.setup();
  render(<LanguageSwitcher {...PROPS} layout="dropup" />);
  await user.click(screen.getByRole("button"));
  expect(screen.getByRole("menu").closest("[data-placement]")).toHaveAttribute("data-placement", "top");
});

test("should show the codes or the flags when the website says so, the names still read out", async () => {
  const user = userEvent.setup();
  const withFlags = PROPS.languages.map((language) => ({ ...language, flag: `/flags/${language.code}.png` }));
  const { unmount } = render(<LanguageSwitcher {...PROPS} label="code" />);
  expect(screen.getByRole("button", { name: "Language: English (US)" })).toHaveTextContent(
    /^ENEnglish \(US\)$/,
  );
  unmount();
  render(<LanguageSwitcher {...PROPS} languages={withFlags} label="none" />);
  await user.click(screen.getByRole("button", { name: "Language: English (US)" }));
  const french = screen.getByRole("menuitemradio", { name: "Français (BE)" });
  expect(within(french).getByRole("img", { name: "Français (BE)" })).toHaveAttribute(
    "src",
    "/flags/fr_BE.png",
  );
});

test("should be an inline list of links in the inline layout, the hash read at the click", async () => {
  const user = userEvent.setup();
  render(<LanguageSwitcher {...PROPS} layout="inline" />);
  const nav = screen.getByRole("navigation", { name: "Language" });
  const links = within(nav).getAllByRole("link");
  expect(links.map((link) => link.textContent)).toEqual(["Nederlands (BE)", "English (US)", "Français (BE)"]);
  expect(links[1]).toHaveAttribute("aria-current", "true");
  window.history.replaceState(null, "", "/contactus?x=1#later");
  await user.click(links[2]!);
  expect(goTo).toHaveBeenCalledWith(
    `/website/lang/fr_BE?r=${encodeURIComponent("/fr_BE/contactus?x=1#later")}`,
  );
});
