import { createElementChanges } from "@/core/mount/element-changes";

function element(html: string): HTMLElement {
  const host = document.createElement("div");
  host.innerHTML = html;
  return host.firstElementChild as HTMLElement;
}

test("should give back attributes, classes and styles exactly as they were", () => {
  const el = element(
    `<span class="active item" style="top: 1px; color: red;" role="tab" data-x="1">x</span>`,
  );
  const before = el.outerHTML;
  const changes = createElementChanges();
  changes.setAttribute(el, "role", "button");
  changes.setAttribute(el, "tabindex", "0");
  changes.toggleClass(el, "active", false);
  changes.toggleClass(el, "active", true);
  changes.setStyle(el, "top", "-20px");
  changes.setStyle(el, "transform", "translateY(3px)");
  expect(el.outerHTML).not.toBe(before);
  changes.restore();
  expect(el.outerHTML).toBe(before);
});

test("should remove what it added to an element that had none", () => {
  const el = element(`<img src="a.jpg">`);
  const before = el.outerHTML;
  const changes = createElementChanges();
  changes.setStyle(el, "transform", "scale(2)");
  changes.toggleClass(el, "zoomed", true);
  changes.setAttribute(el, "aria-hidden", "true");
  changes.restore();
  expect(el.outerHTML).toBe(before);
});
