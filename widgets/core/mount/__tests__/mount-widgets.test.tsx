import { screen, waitFor } from "@testing-library/dom";
import { useEffect } from "react";
import * as v from "valibot";
import { ENGLISH_CATALOGUE, setTranslations } from "@/core/i18n/translation-catalogue";
import { useTranslate } from "@/core/i18n/use-translate";
import { startWidgets } from "@/core/mount/mount-widgets";
import { createWidgetRegistry, defineWidget, type WidgetRegistry } from "@/core/mount/widget-registry";
import type { PageConfig } from "@/core/page/page-config";
import { createFakeOdoo } from "@/core/testing/fake-odoo-fetch";

const config: PageConfig = {
  lang: "en_US",
  translationsUrl: null,
  isPublicUser: true,
  loginUrl: "/web/login",
  websiteId: 1,
};

const cleanups: string[] = [];

function Greeting({ name }: { name: string }) {
  useEffect(() => () => void cleanups.push(name), [name]);
  return <p>Hello {name}</p>;
}

function Crasher(): never {
  throw new Error("render failed");
}

function Translated() {
  const t = useTranslate();
  return <p>{t("Next")}</p>;
}

function makeRegistry(): { registry: WidgetRegistry; loads: jest.Mock } {
  const registry = createWidgetRegistry();
  const loads = jest.fn();
  const greeting = defineWidget(Greeting, v.object({ name: v.string() }));
  registry.register("greeting", {
    load: async () => {
      loads("greeting");
      return { default: greeting };
    },
  });
  registry.register("lazy-greeting", { load: async () => ({ default: greeting }), strategy: "visible" });
  registry.register("idle-greeting", { load: async () => ({ default: greeting }), strategy: "idle" });
  registry.register("crasher", { load: async () => ({ default: defineWidget(Crasher, v.object({})) }) });
  registry.register("translated", {
    load: async () => ({ default: defineWidget(Translated, v.object({})) }),
  });
  return { registry, loads };
}

let container: HTMLElement;
let stops: (() => void)[] = [];
let consoleError: jest.SpyInstance;

function start(registry: WidgetRegistry, extra: Partial<PageConfig> = {}) {
  const stop = startWidgets({ root: container, registry, config: { ...config, ...extra } });
  stops.push(stop);
  return stop;
}

function widget(name: string, props?: unknown, inner = "<span>placeholder</span>"): HTMLElement {
  const element = document.createElement("div");
  element.setAttribute("data-widget", name);
  if (props !== undefined)
    element.setAttribute("data-props", typeof props === "string" ? props : JSON.stringify(props));
  element.innerHTML = inner;
  return element;
}

const nextTick = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  // These roots are created by startWidgets, not by Testing Library's render.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
  cleanups.length = 0;
  container = document.createElement("main");
  document.body.append(container);
});

afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  container.remove();
  document.body.classList.remove("editor_enable");
  setTranslations(ENGLISH_CATALOGUE);
  jest.restoreAllMocks();
});

test("should mount a registered widget with its props", async () => {
  const { registry } = makeRegistry();
  const element = widget("greeting", { name: "Ann" });
  container.append(element);

  start(registry);

  expect(await screen.findByText("Hello Ann")).toBeInTheDocument();
  expect(element).toHaveAttribute("data-widget-state", "mounted");
  expect(element).not.toHaveTextContent("placeholder");
});

test("should contain malformed props JSON while a sibling still mounts", async () => {
  const { registry } = makeRegistry();
  const broken = widget("greeting", "{name: Ann");
  container.append(broken, widget("greeting", { name: "Bob" }));

  start(registry);

  expect(await screen.findByText("Hello Bob")).toBeInTheDocument();
  await waitFor(() => expect(broken).toHaveAttribute("data-widget-state", "error"));
  expect(broken).toHaveTextContent("This block could not be displayed.");
  expect(broken.querySelector('[role="status"]')).not.toBeNull();
  expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('"greeting"'), broken, expect.anything());
});

test("should contain an unknown widget name", async () => {
  const { registry } = makeRegistry();
  const unknown = widget("no-such-widget", {});
  container.append(unknown, widget("greeting", { name: "Bob" }));

  start(registry);

  expect(await screen.findByText("Hello Bob")).toBeInTheDocument();
  await waitFor(() => expect(unknown).toHaveTextContent("This block could not be displayed."));
  expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('"no-such-widget"'), unknown, undefined);
});

test("should contain props that fail the widget's schema", async () => {
  const { registry } = makeRegistry();
  const invalid = widget("greeting", { name: 42 });
  container.append(invalid);

  start(registry);

  await waitFor(() => expect(invalid).toHaveAttribute("data-widget-state", "error"));
  expect(invalid).toHaveTextContent("This block could not be displayed.");
});

test("should contain a render error to its own widget", async () => {
  const { registry } = makeRegistry();
  const crasher = widget("crasher", {});
  container.append(crasher, widget("greeting", { name: "Bob" }));

  start(registry);

  expect(await screen.findByText("Hello Bob")).toBeInTheDocument();
  await waitFor(() => expect(crasher).toHaveTextContent("This block could not be displayed."));
  expect(crasher).toHaveAttribute("data-widget-state", "error");
  expect(consoleError).toHaveBeenCalledWith(
    expect.stringContaining('"crasher"'),
    expect.any(Error),
    expect.anything(),
  );
});

test("should not mount an element twice when started twice or re-scanned", async () => {
  const { registry, loads } = makeRegistry();
  const element = widget("greeting", { name: "Ann" });
  container.append(element);

  start(registry);
  start(registry);
  await screen.findByText("Hello Ann");
  container.append(element); // re-inserting the same element triggers a re-scan
  await nextTick();

  expect(screen.getAllByText("Hello Ann")).toHaveLength(1);
  expect(loads).toHaveBeenCalledTimes(1);
});

test("should unmount a widget whose element leaves the page", async () => {
  const { registry } = makeRegistry();
  const element = widget("greeting", { name: "Ann" });
  container.append(element);
  start(registry);
  await screen.findByText("Hello Ann");

  element.remove();

  await waitFor(() => expect(cleanups).toEqual(["Ann"]));
});

test("should mount elements inserted later", async () => {
  const { registry } = makeRegistry();
  start(registry);

  const wrapper = document.createElement("section");
  wrapper.append(widget("greeting", { name: "Late" }));
  container.append(wrapper);

  expect(await screen.findByText("Hello Late")).toBeInTheDocument();
});

test("should restore the server HTML while Odoo's editor is active and remount afterwards", async () => {
  const { registry } = makeRegistry();
  const original = '<span class="o_placeholder">Box <b>configurator</b></span>';
  const element = widget("greeting", { name: "Ann" }, original);
  container.append(element);
  start(registry);
  await screen.findByText("Hello Ann");

  document.body.classList.add("editor_enable");
  await waitFor(() => expect(element.innerHTML).toBe(original));
  expect(element).not.toHaveAttribute("data-widget-state");
  expect(cleanups).toEqual(["Ann"]);

  const dropped = widget("greeting", { name: "Dropped" });
  container.append(dropped);
  await nextTick();
  await nextTick();
  expect(screen.queryByText("Hello Dropped")).toBeNull();
  expect(dropped).not.toHaveAttribute("data-widget-state");

  document.body.classList.remove("editor_enable");
  expect(await screen.findByText("Hello Ann")).toBeInTheDocument();
  expect(await screen.findByText("Hello Dropped")).toBeInTheDocument();
});

test("should wait for a visible-strategy widget to scroll into view", async () => {
  const observers: { callback: IntersectionObserverCallback; elements: Element[]; disconnected: boolean }[] =
    [];
  class FakeIntersectionObserver {
    record: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback) {
      this.record = { callback, elements: [], disconnected: false };
      observers.push(this.record);
    }
    observe(element: Element) {
      this.record.elements.push(element);
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  Object.defineProperty(window, "IntersectionObserver", {
    value: FakeIntersectionObserver,
    configurable: true,
  });
  try {
    const { registry } = makeRegistry();
    const element = widget("lazy-greeting", { name: "Lazy" });
    container.append(element);
    start(registry);

    await nextTick();
    expect(element).toHaveAttribute("data-widget-state", "inert");
    expect(screen.queryByText("Hello Lazy")).toBeNull();

    const [observer] = observers;
    expect(observer?.elements).toEqual([element]);
    observer?.callback(
      [{ isIntersecting: true, target: element } as unknown as IntersectionObserverEntry],
      observer as never,
    );

    expect(await screen.findByText("Hello Lazy")).toBeInTheDocument();
    expect(observer?.disconnected).toBe(true);
  } finally {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  }
});

test("should ask for every found mount point's listed chunks at once, before any widget waits or loads", () => {
  const { registry } = makeRegistry();
  const idle = jest.fn(() => 1);
  Object.assign(window, { requestIdleCallback: idle, cancelIdleCallback: jest.fn() });
  let stop = () => {};
  const preloaded = () =>
    Array.from(document.head.querySelectorAll('link[rel="modulepreload"]'), (link) =>
      link.getAttribute("href"),
    );
  try {
    const first = widget("greeting", { name: "First" });
    first.setAttribute("data-preload", "/dist/greeting-G.js /dist/chunks/shared-S.js");
    const later = widget("idle-greeting", { name: "Later" });
    later.setAttribute("data-preload", "/dist/idle-I.js");
    container.append(first, later);

    stop = start(registry);

    expect(preloaded()).toEqual(["/dist/greeting-G.js", "/dist/chunks/shared-S.js", "/dist/idle-I.js"]);
    expect(later).toHaveAttribute("data-widget-state", "inert");
  } finally {
    stop();
    document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    delete (window as { cancelIdleCallback?: unknown }).cancelIdleCallback;
  }
});

test("should mount idle-strategy widgets without requestIdleCallback", async () => {
  const { registry } = makeRegistry();
  container.append(widget("idle-greeting", { name: "Idle" }));

  start(registry);

  expect(await screen.findByText("Hello Idle")).toBeInTheDocument();
});

test("should not keep an idle mount waiting once an eager one of the same widget loads its chunk", async () => {
  const { registry } = makeRegistry();
  // requestIdleCallback that never calls back: only the eager mount can start them.
  const idle = jest.fn(() => 1);
  Object.assign(window, { requestIdleCallback: idle, cancelIdleCallback: jest.fn() });
  let stop = () => {};
  try {
    const before = widget("greeting", { name: "Header" });
    before.setAttribute("data-load", "idle");
    const eager = widget("greeting", { name: "Catalogue" });
    const after = widget("greeting", { name: "Footer" });
    after.setAttribute("data-load", "idle");
    const other = widget("idle-greeting", { name: "Other widget" });
    container.append(before, eager, after, other);

    stop = start(registry);

    expect(await screen.findByText("Hello Header")).toBeInTheDocument();
    expect(await screen.findByText("Hello Catalogue")).toBeInTheDocument();
    expect(await screen.findByText("Hello Footer")).toBeInTheDocument();
    // Another widget still waits for idle time.
    await nextTick();
    expect(other).toHaveAttribute("data-widget-state", "inert");
    expect(idle).toHaveBeenCalled();
  } finally {
    stop();
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    delete (window as { cancelIdleCallback?: unknown }).cancelIdleCallback;
  }
});

test("should follow the element's data-load over the registered strategy", async () => {
  const { registry } = makeRegistry();
  // Registered "visible", which would wait forever here (no IntersectionObserver scroll).
  const element = widget("lazy-greeting", { name: "Eager" });
  element.setAttribute("data-load", "eager");
  container.append(element);

  start(registry);

  expect(element).toHaveAttribute("data-widget-state", "loading");
  expect(await screen.findByText("Hello Eager")).toBeInTheDocument();
});

test("should ignore an unknown data-load and keep the registered strategy", async () => {
  const { registry } = makeRegistry();
  const element = widget("greeting", { name: "Default" });
  element.setAttribute("data-load", "whenever");
  container.append(element);

  start(registry);

  expect(element).toHaveAttribute("data-widget-state", "loading");
  expect(await screen.findByText("Hello Default")).toBeInTheDocument();
});

test("should load translations before the first render", async () => {
  const odoo = createFakeOdoo({
    "/web/webclient/translations/h": () =>
      Response.json({
        lang: "fr_BE",
        lang_parameters: null,
        modules: { m: { messages: [{ id: "Next", string: "Suivant" }] } },
      }),
  });
  jest.spyOn(globalThis, "fetch").mockImplementation(odoo.fetch);
  const { registry } = makeRegistry();
  container.append(widget("translated", {}));

  start(registry, {
    lang: "fr_BE",
    translationsUrl: "http://shop.test/web/webclient/translations/h?lang=fr_BE",
  });

  expect(await screen.findByText("Suivant")).toBeInTheDocument();
});

test("should unmount and restore everything on stop", async () => {
  const { registry } = makeRegistry();
  const element = widget("greeting", { name: "Ann" }, "<i>server</i>");
  container.append(element);
  const stop = start(registry);
  await screen.findByText("Hello Ann");

  stop();

  expect(element.innerHTML).toBe("<i>server</i>");
  expect(cleanups).toEqual(["Ann"]);
});

test("should load a widget's chunk once for several elements", async () => {
  const { registry, loads } = makeRegistry();
  container.append(widget("greeting", { name: "Ann" }), widget("greeting", { name: "Bob" }));

  start(registry);

  expect(await screen.findByText("Hello Ann")).toBeInTheDocument();
  expect(await screen.findByText("Hello Bob")).toBeInTheDocument();
  expect(loads).toHaveBeenCalledTimes(1);
});

test("should not mount an element removed while its chunk was loading", async () => {
  let release: () => void = () => {};
  const registry = createWidgetRegistry();
  registry.register("slow", {
    load: () =>
      new Promise((resolve) => {
        release = () => resolve({ default: defineWidget(Greeting, v.object({ name: v.string() })) });
      }),
  });
  const element = widget("slow", { name: "Slow" }, "<i>server</i>");
  container.append(element);
  start(registry);
  await waitFor(() => expect(element).toHaveAttribute("data-widget-state", "loading"));

  element.remove();
  await nextTick();
  release();
  await nextTick();

  expect(element.innerHTML).toBe("<i>server</i>");
  expect(element).not.toHaveAttribute("data-widget-state");
});

test("should mount an island a rendered widget puts in its own output, and unmount it with its host", async () => {
  const { registry } = makeRegistry();
  function Host({ show }: { show: boolean }) {
    return show ? <div data-widget="greeting" data-props='{"name":"island"}' /> : <p>no island</p>;
  }
  registry.register("host", {
    load: async () => ({ default: defineWidget(Host, v.object({ show: v.boolean() })) }),
  });
  const host = widget(
    "host",
    { show: true },
    '<div data-widget="greeting" data-props=\'{"name":"placeholder"}\'></div>',
  );
  container.append(host);

  start(registry);

  await screen.findByText("Hello island");
  expect(screen.queryByText("Hello placeholder")).toBeNull();
  host.remove();
  await waitFor(() => expect(cleanups).toContain("island"));
});

test("should keep a widget marked data-editor=inert as visitors see it while the editor is on, inert", async () => {
  const { registry } = makeRegistry();
  const kept = widget("greeting", { name: "Kept" }, "<span>price only</span>");
  kept.setAttribute("data-editor", "inert");
  const other = widget("greeting", { name: "Other" });
  container.append(kept, other);
  start(registry);
  await screen.findByText("Hello Kept");
  await screen.findByText("Hello Other");

  document.body.classList.add("editor_enable");
  await waitFor(() => expect(other).not.toHaveAttribute("data-widget-state"));
  expect(kept).toHaveTextContent("Hello Kept");
  expect(kept).toHaveAttribute("data-widget-state", "mounted");
  expect(kept).toHaveAttribute("inert");
  expect(cleanups).toEqual(["Other"]);

  // One added while the editor is on mounts too, inert.
  const late = widget("greeting", { name: "Late" });
  late.setAttribute("data-editor", "inert");
  container.append(late);
  expect(await screen.findByText("Hello Late")).toBeInTheDocument();
  expect(late).toHaveAttribute("inert");

  document.body.classList.remove("editor_enable");
  expect(await screen.findByText("Hello Other")).toBeInTheDocument();
  await waitFor(() => expect(kept).not.toHaveAttribute("inert"));
  expect(late).not.toHaveAttribute("inert");
  expect(cleanups).toEqual(["Other"]);
});

test("should mount a widget marked data-editor=inert on a page opened in the editor", async () => {
  document.body.classList.add("editor_enable");
  const { registry } = makeRegistry();
  const kept = widget("greeting", { name: "Kept" });
  kept.setAttribute("data-editor", "inert");
  const other = widget("greeting", { name: "Other" });
  container.append(kept, other);
  start(registry);
  expect(await screen.findByText("Hello Kept")).toBeInTheDocument();
  expect(kept).toHaveAttribute("inert");
  expect(other).not.toHaveAttribute("data-widget-state");
});

test("should run a definition's prepare with its element before the first render, and mount if it fails", async () => {
  const registry = createWidgetRegistry();
  let prepared = "nothing";
  const renders: string[] = [];
  function Prepared() {
    renders.push(prepared);
    return <p>Prepared {prepared}</p>;
  }
  registry.register("prepared", {
    load: async () => ({
      default: defineWidget(Prepared, v.object({}), {
        prepare: async (element) => {
          prepared = element.querySelector("span")?.textContent ?? "?";
        },
      }),
    }),
  });
  registry.register("unprepared", {
    load: async () => ({
      default: defineWidget(Greeting, v.object({ name: v.string() }), {
        prepare: () => Promise.reject(new Error("no answer")),
      }),
    }),
  });
  container.append(
    widget("prepared", {}, "<span>from the server</span>"),
    widget("unprepared", { name: "Bo" }),
  );

  start(registry);

  expect(await screen.findByText("Prepared from the server")).toBeInTheDocument();
  expect(renders[0]).toBe("from the server");
  expect(await screen.findByText("Hello Bo")).toBeInTheDocument();
});
