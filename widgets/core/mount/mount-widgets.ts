import { createElement, startTransition } from "react";
import { createRoot, type Root } from "react-dom/client";
import { _t } from "@/core/i18n/translate";
import { followPage } from "@/core/mount/follow-page";
import { isEditing, schedule } from "@/core/mount/mount-schedule";
import { pageTranslationsReady } from "@/core/mount/page-translations";
import { preloadModulesOf } from "@/core/mount/preload-modules";
import { checkProps } from "@/core/mount/props-schema";
import { WidgetErrorBoundary } from "@/core/mount/widget-error-boundary";
import { widgetRegistry, type LoadStrategy, type WidgetRegistry } from "@/core/mount/widget-registry";
import { WidgetShell } from "@/core/mount/widget-shell";
import { getPageConfig, type PageConfig } from "@/core/page/page-config";
import { pageBatchGate } from "@/core/rpc/batch-gate";

export type StartWidgetsOptions = {
  /** Subtree to scan and watch; default `document.body`. */
  root?: Element;
  registry?: WidgetRegistry;
  /** Default: the page config of the document. */
  config?: PageConfig;
};

/** `data-widget-state` values: waiting for idle/visible, loading its chunk, rendered, or failed. */
export type WidgetState = "inert" | "loading" | "mounted" | "error";

const WIDGET_SELECTOR = "[data-widget]";
const STATE_ATTRIBUTE = "data-widget-state";
/**
 * `data-editor="inert"`: a widget of a page's template (no content an editor
 * saves, e.g. the product page's buy box) stays as visitors see it in Odoo's
 * editor, made `inert` (no pointer, no focus) instead of giving its server
 * HTML back.
 */
const EDITOR_ATTRIBUTE = "data-editor";
const KEPT_INERT = "inert";

type Mount = {
  element: Element;
  name: string;
  /** Server-rendered content, put back on unmount so the editor saves a clean placeholder. */
  originalHtml: string;
  originalState: string | null;
  phase: WidgetState;
  root?: Root;
  cancelWait?: () => void;
  /** Lets the page's batched calls go (core/rpc/batch-gate): once its first render committed. */
  releaseBatch?: () => void;
  /** False once unmounted: async work checks it before touching the element. */
  live: boolean;
  /** Kept, inert, while Odoo's editor edits the page (`data-editor="inert"`). */
  keptInEditor: boolean;
  strategy: LoadStrategy;
};

// Module level on purpose: an element is mounted at most once per page, even
// if startWidgets runs twice (two entry scripts, a re-run after an error).
const claimed = new WeakMap<Element, Mount>();

/**
 * Mounts every `[data-widget]` element under `root` and keeps following the
 * page: elements added later mount, removed ones unmount, and while Odoo's
 * editor is active everything is unmounted and restored to its server HTML,
 * except the widgets marked `data-editor="inert"`: those stay, inert.
 * Returns `stop()`, which unmounts and restores what this call mounted.
 */
export function startWidgets({
  root = document.body,
  registry = widgetRegistry,
  config = getPageConfig(),
}: StartWidgetsOptions = {}): () => void {
  const doc = root.ownerDocument;
  const mine = new Set<Mount>();
  const translationsReady = pageTranslationsReady(config);
  let stopped = false;

  function scan(node: Node): void {
    if (stopped) return;
    const editing = isEditing(doc);
    for (const element of widgetElementsIn(node)) {
      if (!editing || isKeptInEditor(element)) claim(element);
    }
  }

  function claim(element: Element): void {
    if (claimed.has(element) || isInsideWidget(element)) return;
    const name = element.getAttribute("data-widget") ?? "";
    const mount: Mount = {
      element,
      name,
      originalHtml: element.innerHTML,
      originalState: element.getAttribute(STATE_ATTRIBUTE),
      phase: "inert",
      live: true,
      keptInEditor: isKeptInEditor(element),
      strategy: strategyOf(element) ?? registry.get(name)?.strategy ?? "eager",
    };
    claimed.set(element, mount);
    mine.add(mount);
    if (mount.keptInEditor) setInert(mount, isEditing(doc));
    const { strategy } = mount;
    // The page's mount points are found together: their code is asked for together.
    preloadModulesOf(element);
    setPhase(mount, strategy === "eager" ? "loading" : "inert");
    // Islands mounting together send their first calls together: eager and
    // idle ones hold the page's batch from now, a visible one once it is near.
    if (strategy !== "visible") mount.releaseBatch = pageBatchGate.hold();
    mount.cancelWait = schedule(element, strategy, () => {
      delete mount.cancelWait;
      void start(mount);
    });
    if (strategy === "eager") startIdleOnesOf(name);
    else if (
      strategy === "idle" &&
      [...mine].some((other) => other.name === name && other.strategy === "eager")
    ) {
      startNow(mount);
    }
  }

  // An idle mount waits so that its chunk does not compete with the page's
  // first load; once an eager mount of the same widget loads that chunk
  // anyway (the header's search box on /shop), waiting gains nothing.
  function startIdleOnesOf(name: string): void {
    for (const other of mine) {
      if (other.name === name && other.strategy === "idle" && other.cancelWait) startNow(other);
    }
  }

  function startNow(mount: Mount): void {
    mount.cancelWait?.();
    delete mount.cancelWait;
    void start(mount);
  }

  async function start(mount: Mount): Promise<void> {
    const { element, name } = mount;
    setPhase(mount, "loading");
    mount.releaseBatch ??= pageBatchGate.hold();
    const loading = registry.load(name);
    if (!loading) return fail(mount, `unknown widget "${name}"`);

    let rawProps: unknown;
    try {
      rawProps = JSON.parse(element.getAttribute("data-props") ?? "{}");
    } catch (error) {
      return fail(mount, "data-props is not valid JSON", error);
    }

    let definition;
    try {
      [definition] = await Promise.all([loading, translationsReady]);
    } catch (error) {
      return fail(mount, "its code could not be loaded", error);
    }
    if (!mount.live) return;

    const props = await checkProps(definition.props, rawProps);
    if (!mount.live) return;
    if (!props.ok) return fail(mount, "data-props do not match its schema", props.issues);

    if (definition.prepare) {
      // What the widget reads from its server HTML before its first render; without it, the widget asks.
      await definition.prepare(element).catch(() => undefined);
      if (!mount.live) return;
    }

    const reactRoot = createRoot(element, {
      // Our boundary logs with the widget name; report only what other boundaries catch.
      onCaughtError(error, info) {
        if (!(info.errorBoundary instanceof WidgetErrorBoundary)) {
          console.error(`[weekbox] widget "${name}" caught an error`, error, info.componentStack);
        }
      },
      onUncaughtError(error, info) {
        console.error(`[weekbox] widget "${name}" failed`, error, info.componentStack);
        setPhase(mount, "error");
      },
    });
    mount.root = reactRoot;
    setPhase(mount, "mounted");
    // A transition: React renders the widget in slices of a few milliseconds,
    // giving the main thread back between them (the server's content stays
    // until the commit), so a page's widgets mounting together make no long
    // task that would delay a visitor's first tap (Lighthouse's Total Blocking
    // Time). Updates after the first render are the widget's own.
    startTransition(() => {
      reactRoot.render(
        createElement(WidgetShell, {
          name,
          Component: definition.Component,
          props: props.props,
          onError: () => setPhase(mount, "error"),
          onCommitted: mount.releaseBatch,
        }),
      );
    });
  }

  async function fail(mount: Mount, reason: string, detail?: unknown): Promise<void> {
    console.error(`[weekbox] widget "${mount.name}" was not mounted: ${reason}`, mount.element, detail);
    mount.releaseBatch?.();
    // Wait so the message comes out in the page language.
    await translationsReady.catch(() => undefined);
    if (!mount.live) return;
    const message = mount.element.ownerDocument.createElement("p");
    message.className = "weekbox-widget-error";
    message.setAttribute("role", "status");
    message.setAttribute("data-widget-error", "");
    message.textContent = _t("This block could not be displayed.");
    mount.element.replaceChildren(message);
    setPhase(mount, "error");
  }

  function unmount(mount: Mount): void {
    mount.live = false;
    mount.cancelWait?.();
    mount.releaseBatch?.();
    mount.root?.unmount();
    if (mount.keptInEditor) setInert(mount, false);
    // Exactly what the server sent: the editor saves this, and a re-inserted
    // element mounts again from it.
    mount.element.innerHTML = mount.originalHtml;
    if (mount.originalState === null) mount.element.removeAttribute(STATE_ATTRIBUTE);
    else mount.element.setAttribute(STATE_ATTRIBUTE, mount.originalState);
    claimed.delete(mount.element);
    mine.delete(mount);
  }

  function unmountAll(): void {
    for (const mount of [...mine]) unmount(mount);
  }

  const unfollow = followPage(root, {
    removed(records) {
      if (stopped) return;
      for (const record of records) {
        for (const node of record.removedNodes) {
          for (const element of widgetElementsIn(node)) {
            const mount = claimed.get(element);
            // A node moved elsewhere in the page shows up as removed then added: keep it.
            if (mount && mine.has(mount) && !root.contains(element)) unmount(mount);
          }
        }
      }
    },
    added: scan,
    editingChanged(editing) {
      for (const mount of [...mine]) {
        if (mount.keptInEditor) setInert(mount, editing);
        else if (editing) unmount(mount);
      }
      if (!editing) scan(root);
    },
  });
  scan(root);

  return function stop() {
    if (stopped) return;
    stopped = true;
    unfollow();
    unmountAll();
  };
}

function setPhase(mount: Mount, phase: WidgetState): void {
  if (!mount.live) return;
  mount.phase = phase;
  mount.element.setAttribute(STATE_ATTRIBUTE, phase);
}

function isKeptInEditor(element: Element): boolean {
  return element.getAttribute(EDITOR_ATTRIBUTE) === KEPT_INERT;
}

/** Shown as visitors see it, but no pointer, no focus, no keys (the editor's page stays the editor's). */
function setInert(mount: Mount, inert: boolean): void {
  mount.element.toggleAttribute("inert", inert);
}

function widgetElementsIn(node: Node): Element[] {
  if (!(node instanceof Element)) return [];
  const found = node.matches(WIDGET_SELECTOR) ? [node] : [];
  return found.concat(Array.from(node.querySelectorAll(WIDGET_SELECTOR)));
}

// A [data-widget] inside a widget that has not rendered yet is part of its
// server placeholder, about to be replaced: not a widget of its own. Once the
// outer widget has rendered, a [data-widget] it renders is an island (e.g. the
// wizard's delivery step hosting the delivery widget) and mounts like any other.
const STRATEGIES: readonly LoadStrategy[] = ["eager", "idle", "visible"];

/**
 * The element's `data-load`, when valid: the page knows where it put the
 * widget (a configurator at the top of one page, far below on another), the
 * registration only gives the usual case.
 */
function strategyOf(element: Element): LoadStrategy | undefined {
  const wanted = element.getAttribute("data-load");
  return STRATEGIES.find((strategy) => strategy === wanted);
}

function isInsideWidget(element: Element): boolean {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    const outer = claimed.get(parent);
    if (outer) return outer.phase !== "mounted";
  }
  return false;
}
