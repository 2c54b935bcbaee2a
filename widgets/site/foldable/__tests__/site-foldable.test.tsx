import { act, render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SiteFoldable } from "../components/site-foldable";

// Odoo 17's s_faq_collapse (website/views/snippets/s_faq_collapse.xml); the
// second toggle was saved with an aria-expanded that does not match its panel.
const BLOCK = `
  <section class="s_faq_collapse pt32 pb32">
    <div class="container">
      <div id="myCollapse" class="accordion" role="tablist">
        <div class="card bg-white" data-name="Item" role="presentation">
          <a href="#" data-bs-target="#tab1" role="tab" aria-controls="tab1" data-bs-toggle="collapse" aria-expanded="true" class="card-header">Terms of service</a>
          <div id="tab1" class="collapse show" data-bs-parent="#myCollapse" role="tabpanel"><div class="card-body"><p>One</p></div></div>
        </div>
        <div class="card bg-white" data-name="Item" role="presentation">
          <a href="#" data-bs-target="#tab2" role="tab" data-bs-toggle="collapse" aria-expanded="true" class="collapsed card-header">Links to other websites</a>
          <div id="tab2" class="collapse" data-bs-parent="#myCollapse" role="tabpanel"><div class="card-body"><p>Two</p></div></div>
        </div>
        <div class="card bg-white" data-name="Item" role="presentation">
          <div data-bs-target="#tab3" data-bs-toggle="collapse" aria-expanded="false" class="collapsed card-header">Use of cookies</div>
          <div id="tab3" class="collapse" data-bs-parent="#myCollapse"><div class="card-body"><p>Three</p></div></div>
        </div>
      </div>
    </div>
  </section>`;

let block: HTMLElement;
let bootstrapClicks: string[] = [];

// Bootstrap's collapse, as far as these tests need it: a click on a toggle shows or hides its panel.
function fakeBootstrap(event: MouseEvent) {
  const toggle = (event.target as Element).closest<HTMLElement>("[data-bs-toggle='collapse']");
  if (!toggle) return;
  event.preventDefault();
  const panel = document.querySelector(toggle.getAttribute("data-bs-target")!)!;
  const open = !panel.classList.contains("show");
  panel.classList.toggle("show", open);
  toggle.setAttribute("aria-expanded", String(open));
  bootstrapClicks.push(toggle.textContent!);
}

beforeEach(() => {
  document.body.innerHTML = BLOCK;
  block = document.querySelector<HTMLElement>(".s_faq_collapse")!;
  bootstrapClicks = [];
  document.addEventListener("click", fakeBootstrap, true);
});

afterEach(() => document.removeEventListener("click", fakeBootstrap, true));

function setup() {
  const user = userEvent.setup();
  const view = render(<SiteFoldable element={block} />, {
    container: document.body.appendChild(document.createElement("div")),
  });
  return { user, ...view };
}

const toggle = (name: RegExp) =>
  document.querySelector<HTMLElement>(`[data-bs-target='#tab${name.source}']`)!;

test("should make each toggle a disclosure button naming the panel it controls", () => {
  setup();
  for (const n of [/1/, /2/, /3/]) {
    expect(toggle(n)).toHaveAttribute("role", "button");
    expect(toggle(n)).toHaveAttribute("aria-controls", `tab${n.source}`);
    expect(document.getElementById(`tab${n.source}`)).toHaveAttribute("role", "region");
  }
  expect(block.querySelector(".accordion")).toHaveAttribute("role", "presentation");
  expect(document.getElementById("tab2")).toHaveAccessibleName("Links to other websites");
});

test("should make aria-expanded match the panels as the page opens", () => {
  setup();
  expect(toggle(/1/)).toHaveAttribute("aria-expanded", "true");
  expect(toggle(/2/)).toHaveAttribute("aria-expanded", "false");
  expect(toggle(/3/)).toHaveAttribute("aria-expanded", "false");
});

test("should toggle with Enter and with Space, once each, leaving the toggling to Bootstrap", async () => {
  const { user } = setup();
  toggle(/2/).focus();
  await user.keyboard("{Enter}");
  expect(bootstrapClicks).toEqual(["Links to other websites"]);
  expect(toggle(/2/)).toHaveAttribute("aria-expanded", "true");
  const space = new KeyboardEvent("keydown", { key: " ", bubbles: true, cancelable: true });
  act(() => {
    toggle(/2/).dispatchEvent(space);
  });
  expect(space.defaultPrevented).toBe(true);
  await user.keyboard(" ");
  expect(bootstrapClicks).toEqual(["Links to other websites", "Links to other websites"]);
  expect(toggle(/2/)).toHaveAttribute("aria-expanded", "false");
});

test("should make a toggle that is no link focusable and keyboard operable", async () => {
  const { user } = setup();
  expect(toggle(/3/)).toHaveAttribute("tabindex", "0");
  toggle(/3/).focus();
  await user.keyboard("{Enter}");
  expect(document.getElementById("tab3")).toHaveClass("show");
  await user.keyboard(" ");
  expect(document.getElementById("tab3")).not.toHaveClass("show");
});

test("should keep the panels' state over a re-render", async () => {
  const { user, rerender } = setup();
  await user.click(toggle(/2/));
  rerender(<SiteFoldable element={block} />);
  expect(document.getElementById("tab2")).toHaveClass("show");
  expect(toggle(/2/)).toHaveAttribute("aria-expanded", "true");
});

test("should give the block back exactly as it was on unmount", () => {
  const before = block.outerHTML;
  const { unmount } = setup();
  expect(block.outerHTML).not.toBe(before);
  unmount();
  expect(block.outerHTML).toBe(before);
});
