import { successTarget } from "../utils/success-target";

function form(attributes: Record<string, string>): HTMLFormElement {
  const element = document.createElement("form");
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

const here = new URL("http://shop.test/contactus") as unknown as Location;

test("should follow the editor's success mode", () => {
  expect(
    successTarget(form({ "data-success-mode": "redirect", "data-success-page": "/thanks" }), here),
  ).toEqual({
    mode: "redirect",
    url: "/thanks",
  });
  expect(successTarget(form({ "data-success-mode": "message" }), here)).toEqual({ mode: "message" });
  expect(
    successTarget(form({ "data-success-mode": "nothing", "data-success-page": "/thanks" }), here),
  ).toEqual({
    mode: "nothing",
  });
});

test("should read an older form's data-success_page as a redirect, none as nothing", () => {
  expect(successTarget(form({ "data-success_page": "/old-thanks" }), here)).toEqual({
    mode: "redirect",
    url: "/old-thanks",
  });
  expect(successTarget(form({}), here)).toEqual({ mode: "nothing" });
});

test("should scroll to an anchor of this very page instead of loading it again", () => {
  expect(
    successTarget(form({ "data-success-mode": "redirect", "data-success-page": "#footer" }), here),
  ).toEqual({
    mode: "anchor",
    id: "footer",
  });
  expect(
    successTarget(form({ "data-success-mode": "redirect", "data-success-page": "/contactus#done" }), here),
  ).toEqual({ mode: "anchor", id: "done" });
  expect(
    successTarget(form({ "data-success-mode": "redirect", "data-success-page": "/other#done" }), here),
  ).toEqual({
    mode: "redirect",
    url: "/other#done",
  });
});
