import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QuotationToc } from "../components/quotation-toc";
import { collectHeadings } from "../utils/collect-headings";
import { currentSection } from "../utils/current-section";

function page() {
  document.body.innerHTML = `
    <div id="wrapwrap">
      <div id="quote_content">
        <h2>Quotation - <em>S00042</em></h2>
        <h3 id="terms">Terms</h3>
        <div class="modal"><h3>Pay with</h3></div>
        <div data-widget="quotation-lines"><h3>Options</h3></div>
        <h3>  </h3>
        <h2>Communication history</h2>
      </div>
    </div>`;
}

/** Places each heading `top` px from the top of the viewport (jsdom lays nothing out). */
function place(tops: Record<string, number>) {
  for (const [id, top] of Object.entries(tops)) {
    document.getElementById(id)!.getBoundingClientRect = () => ({ top }) as DOMRect;
  }
}

beforeEach(page);
afterEach(() => {
  document.body.innerHTML = "";
});

test("should list the h2 with their h3 below, leaving out dialogs, other widgets' unnamed headings and empty ones", () => {
  const entries = collectHeadings(document.getElementById("quote_content")!);
  expect(entries).toEqual([
    {
      id: "quote_header_1",
      text: "Quotation - S00042",
      children: [{ id: "terms", text: "Terms", children: [] }],
    },
    { id: "quote_header_3", text: "Communication history", children: [] },
  ]);
  expect(document.querySelector(".modal h3")!.id).toBe("");
  expect(document.querySelector("[data-widget] h3")!.id).toBe("");
});

test("should mark the section whose heading reached the top, the last one at the end of the page", () => {
  collectHeadings(document.getElementById("quote_content")!);
  const ids = ["quote_header_1", "terms", "quote_header_3"];
  const scroller = document.documentElement;
  place({ quote_header_1: -400, terms: 50, quote_header_3: 600 });
  expect(currentSection(ids, scroller)).toBe("terms");
  place({ quote_header_1: 200, terms: 400, quote_header_3: 600 });
  expect(currentSection(ids, scroller)).toBe("quote_header_1");
  // Scrolled to its end, the page cannot bring the last heading up: it is current.
  const wrapwrap = document.getElementById("wrapwrap")!;
  Object.defineProperties(wrapwrap, {
    scrollTop: { value: 700 },
    clientHeight: { value: 1000 },
    scrollHeight: { value: 1700 },
  });
  place({ quote_header_1: -500, terms: -300, quote_header_3: 600 });
  expect(currentSection(ids, wrapwrap)).toBe("quote_header_3");
});

test("should move the focus to the section of a link and mark it current", async () => {
  const user = userEvent.setup();
  Element.prototype.scrollIntoView = jest.fn();
  render(<QuotationToc contentSelector="#quote_content" />, {
    container: document.body.appendChild(document.createElement("div")),
  });
  // The section marked at mount (one animation frame later) comes before the visitor's press.
  await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  const nav = screen.getByRole("navigation", { name: "Table of contents" });
  expect(nav).toBeInTheDocument();
  const link = screen.getByRole("link", { name: "Terms" });
  expect(link).toHaveAttribute("href", "#terms");
  link.focus();
  await user.keyboard("{Enter}");
  const heading = document.getElementById("terms")!;
  expect(heading.scrollIntoView).toHaveBeenCalled();
  expect(document.activeElement).toBe(heading);
  expect(link).toHaveAttribute("aria-current", "location");
  place({ quote_header_1: -400, terms: -200, quote_header_3: 30 });
  await act(async () => {
    window.dispatchEvent(new Event("scroll"));
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
  expect(screen.getByRole("link", { name: "Communication history" })).toHaveAttribute(
    "aria-current",
    "location",
  );
  expect(link).not.toHaveAttribute("aria-current");
});

test("should list a widget's heading given an id, as the widget renders it and takes it away", async () => {
  render(<QuotationToc contentSelector="#quote_content" />, {
    container: document.body.appendChild(document.createElement("div")),
  });
  const frame = () => act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  await frame();
  const sections = () =>
    Array.from(document.querySelectorAll(".weekbox-quote-toc-sub a")).map((link) => link.textContent);
  expect(sections()).toEqual(["Terms"]);

  const lines = document.querySelector("[data-widget]")!;
  const options = document.createElement("h3");
  options.id = "quote_options";
  options.textContent = "Options";
  await act(async () => lines.append(options));
  await frame();
  expect(sections()).toEqual(["Terms", "Options"]);
  expect(screen.getByRole("link", { name: "Options" })).toHaveAttribute("href", "#quote_options");

  await act(async () => options.remove());
  await frame();
  expect(sections()).toEqual(["Terms"]);
});
