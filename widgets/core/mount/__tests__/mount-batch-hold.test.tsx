import { screen, waitFor } from "@testing-library/dom";
import { useEffect } from "react";
import * as v from "valibot";
import { startWidgets } from "@/core/mount/mount-widgets";
import { createWidgetRegistry, defineWidget } from "@/core/mount/widget-registry";
import type { PageConfig } from "@/core/page/page-config";
import { pageBatchGate } from "@/core/rpc/batch-gate";

const config: PageConfig = {
  lang: "en_US",
  translationsUrl: null,
  isPublicUser: true,
  loginUrl: "/web/login",
  websiteId: 1,
};

/** What each island saw rendered when the page's batch left. */
let seenAtFlush: number[] = [];

// Like a widget's first query: asks to be sent with the page's batch on mount.
function Asking({ name }: { name: string }) {
  useEffect(() => {
    pageBatchGate.whenOpen(() => seenAtFlush.push(document.querySelectorAll("p.asking").length));
  }, []);
  return <p className="asking">{name}</p>;
}

function Crasher(): never {
  throw new Error("render failed");
}

let container: HTMLElement;
let stop: () => void = () => {};

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  jest.spyOn(console, "error").mockImplementation(() => {});
  seenAtFlush = [];
  container = document.createElement("main");
  document.body.append(container);
});

afterEach(() => {
  stop();
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  container.remove();
  jest.restoreAllMocks();
});

function island(name: string, props: unknown = {}): HTMLElement {
  const element = document.createElement("div");
  element.setAttribute("data-widget", name);
  element.setAttribute("data-props", JSON.stringify(props));
  return element;
}

test("should let the page's batch leave only once every island mounting with it has rendered", async () => {
  const registry = createWidgetRegistry();
  const asking = defineWidget(Asking, v.object({ name: v.string() }));
  let releaseSlowChunk: () => void = () => {};
  const slowChunk = new Promise<void>((resolve) => (releaseSlowChunk = resolve));
  registry.register("fast", { load: async () => ({ default: asking }) });
  registry.register("slow", {
    load: async () => slowChunk.then(() => ({ default: asking })),
    strategy: "idle",
  });
  registry.register("crasher", { load: async () => ({ default: defineWidget(Crasher, v.object({})) }) });
  // Never scrolled to: it must not hold the others back.
  Object.defineProperty(window, "IntersectionObserver", {
    configurable: true,
    value: class {
      observe() {}
      disconnect() {}
    },
  });
  registry.register("below", { load: async () => ({ default: asking }), strategy: "visible" });
  container.append(
    island("fast", { name: "fast" }),
    island("slow", { name: "slow" }),
    island("crasher"),
    island("below", { name: "below" }),
  );

  stop = startWidgets({ root: container, registry, config });
  await screen.findByText("fast");
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(seenAtFlush).toEqual([]);

  releaseSlowChunk();

  await waitFor(() => expect(seenAtFlush).toHaveLength(2));
  expect(seenAtFlush).toEqual([2, 2]);
});
