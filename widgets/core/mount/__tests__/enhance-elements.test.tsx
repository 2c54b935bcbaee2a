import { waitFor } from "@testing-library/dom";
import { useEffect } from "react";
import { ENHANCED_ATTRIBUTE, startEnhancers } from "@/core/mount/enhance-elements";
import { createEnhancerRegistry, defineEnhancer, type EnhancerProps } from "@/core/mount/enhancer-registry";
import type { PageConfig } from "@/core/page/page-config";

const config: PageConfig = {
  lang: "en_US",
  translationsUrl: null,
  isPublicUser: true,
  loginUrl: "/web/login",
  websiteId: 1,
};

// Like a real enhancer: changes the element while mounted, undoes it in its cleanup.
function Marking({ element }: EnhancerProps) {
  useEffect(() => {
    element.classList.add("enhanced-now");
    return () => element.classList.remove("enhanced-now");
  }, [element]);
  return <p className="enhancer-output">{element.id}</p>;
}

let container: HTMLElement;
let stop: () => void = () => {};

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  container = document.createElement("main");
  container.innerHTML = `
    <section class="s_demo" id="first"><p>editor content</p></section>
    <div data-widget="other"><section class="s_demo" id="inside-widget"></section></div>`;
  document.body.append(container);
});

afterEach(() => {
  stop();
  container.remove();
  document.body.classList.remove("editor_enable");
});

function start(loads = { count: 0 }) {
  const registry = createEnhancerRegistry();
  registry.register("demo", {
    selector: ".s_demo",
    strategy: "eager",
    load: async () => {
      loads.count += 1;
      return { default: defineEnhancer(Marking) };
    },
  });
  stop = startEnhancers({ root: container, registry, config });
  return loads;
}

const first = () => container.querySelector<HTMLElement>("#first")!;

test("should mark the element at once so that Odoo's narrowed widget never starts on it", () => {
  start();
  expect(first().getAttribute(ENHANCED_ATTRIBUTE)).toBe("demo");
});

test("should hand each element to the enhancer's onClaim as it is claimed, before its chunk is asked for", () => {
  const registry = createEnhancerRegistry();
  const claimedBeforeLoad: string[] = [];
  let loaded = false;
  registry.register("demo", {
    selector: ".s_demo",
    strategy: "eager",
    onClaim: (element) => {
      if (!loaded) claimedBeforeLoad.push(element.id);
    },
    load: async () => {
      loaded = true;
      return { default: defineEnhancer(Marking) };
    },
  });
  stop = startEnhancers({ root: container, registry, config });
  // Synchronously, and not the one inside a widget's mount point.
  expect(claimedBeforeLoad).toEqual(["first"]);
});

test("should render the enhancer with the element, in a hidden host outside the content", async () => {
  start();
  await waitFor(() => expect(first()).toHaveClass("enhanced-now"));
  const host = document.querySelector<HTMLElement>('[data-weekbox-enhancer="demo"]')!;
  expect(host.hidden).toBe(true);
  expect(host.textContent).toBe("first");
  expect(first().innerHTML).toBe("<p>editor content</p>");
});

test("should leave content inside a widget's mount point to that widget", async () => {
  start();
  await waitFor(() => expect(first()).toHaveClass("enhanced-now"));
  expect(container.querySelector("#inside-widget")!.hasAttribute(ENHANCED_ATTRIBUTE)).toBe(false);
});

test("should give the element back as it was while the editor edits, and take it again after", async () => {
  const loads = start();
  await waitFor(() => expect(first()).toHaveClass("enhanced-now"));

  document.body.classList.add("editor_enable");
  await waitFor(() => expect(first()).not.toHaveClass("enhanced-now"));
  expect(first().hasAttribute(ENHANCED_ATTRIBUTE)).toBe(false);
  expect(document.querySelector('[data-weekbox-enhancer="demo"]')).toBeNull();

  document.body.classList.remove("editor_enable");
  await waitFor(() => expect(first()).toHaveClass("enhanced-now"));
  expect(loads.count).toBe(1);
});

test("should enhance content added later and let go of content removed", async () => {
  start();
  const added = document.createElement("section");
  added.className = "s_demo";
  added.id = "added";
  container.append(added);
  await waitFor(() => expect(added).toHaveClass("enhanced-now"));
  expect(document.querySelectorAll('[data-weekbox-enhancer="demo"]')).toHaveLength(2);

  added.remove();
  await waitFor(() => expect(document.querySelectorAll('[data-weekbox-enhancer="demo"]')).toHaveLength(1));
  expect(added.hasAttribute(ENHANCED_ATTRIBUTE)).toBe(false);
});

test("should not enhance anything while the page opens in the editor", async () => {
  document.body.classList.add("editor_enable");
  start();
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(first().hasAttribute(ENHANCED_ATTRIBUTE)).toBe(false);
});
