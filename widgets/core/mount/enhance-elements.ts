import { createElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import { enhancerRegistry, type EnhancerEntry, type EnhancerRegistry } from "@/core/mount/enhancer-registry";
import { followPage } from "@/core/mount/follow-page";
import { isEditing, schedule } from "@/core/mount/mount-schedule";
import { pageTranslationsReady } from "@/core/mount/page-translations";
import { WidgetShell } from "@/core/mount/widget-shell";
import { getPageConfig, type PageConfig } from "@/core/page/page-config";

/**
 * Set on an element an enhancer owns, from the moment the page script runs
 * (before Odoo's lazy bundle starts its widgets): Odoo's widget for the same
 * content is narrowed to `:not([data-weekbox-enhanced])` by the addon.
 */
export const ENHANCED_ATTRIBUTE = "data-weekbox-enhanced";

const HOST_ATTRIBUTE = "data-weekbox-enhancer";

export type StartEnhancersOptions = {
  /** Subtree to scan and watch; default `document.body`. */
  root?: Element;
  registry?: EnhancerRegistry;
  config?: PageConfig;
};

type Enhancement = {
  element: HTMLElement;
  name: string;
  host?: HTMLElement;
  root?: Root;
  claimed?: unknown;
  cancelWait?: () => void;
  live: boolean;
};

const claimed = new WeakMap<Element, Enhancement>();

/**
 * Enhances the content editors own (share blocks, galleries, parallax
 * sections…) by selector: each registered enhancer gets its own React root in
 * a hidden host at the end of <body> (anything it shows, a lightbox, goes
 * through a portal) and the element as a prop. Never inside a widget's mount
 * point (React renders those), never while Odoo's editor edits the page:
 * entering the editor unmounts every enhancer, whose cleanups restore the
 * element as it was, and drops the marker so Odoo's own widgets (the
 * editor's previews) take the element back. Returns `stop()`.
 */
export function startEnhancers({
  root = document.body,
  registry = enhancerRegistry,
  config = getPageConfig(),
}: StartEnhancersOptions = {}): () => void {
  const doc = root.ownerDocument;
  const mine = new Set<Enhancement>();
  const translationsReady = pageTranslationsReady(config);
  let stopped = false;

  function scan(node: Node): void {
    if (stopped || isEditing(doc) || !(node instanceof Element)) return;
    // What enhancers render (through portals too) is never content to enhance.
    if (node.closest(`[${HOST_ATTRIBUTE}]`)) return;
    for (const [name, entry] of registry.entries()) {
      const found = node.matches(entry.selector) ? [node] : [];
      for (const element of found.concat(Array.from(node.querySelectorAll(entry.selector)))) {
        if (element instanceof HTMLElement) claim(element, name, entry);
      }
    }
  }

  function claim(element: HTMLElement, name: string, entry: EnhancerEntry): void {
    if (claimed.has(element) || element.closest("[data-widget]")) return;
    const enhancement: Enhancement = { element, name, live: true };
    claimed.set(element, enhancement);
    mine.add(enhancement);
    element.setAttribute(ENHANCED_ATTRIBUTE, name);
    enhancement.claimed = entry.onClaim?.(element);
    enhancement.cancelWait = schedule(element, entry.strategy ?? "idle", () => {
      delete enhancement.cancelWait;
      void start(enhancement);
    });
  }

  async function start(enhancement: Enhancement): Promise<void> {
    const { name } = enhancement;
    let definition;
    try {
      [definition] = await Promise.all([registry.load(name), translationsReady]);
    } catch (error) {
      console.error(`[weekbox] enhancer "${name}" could not be loaded`, enhancement.element, error);
      return;
    }
    if (!enhancement.live || !definition) return;
    const host = doc.createElement("div");
    host.hidden = true;
    host.setAttribute(HOST_ATTRIBUTE, name);
    doc.body.append(host);
    enhancement.host = host;
    enhancement.root = createRoot(host, {
      onUncaughtError(error, info) {
        console.error(`[weekbox] enhancer "${name}" failed`, error, info.componentStack);
      },
    });
    enhancement.root.render(
      createElement(WidgetShell, {
        name,
        Component: definition.Component,
        props: { element: enhancement.element, claimed: enhancement.claimed },
      }),
    );
  }

  function unmount(enhancement: Enhancement): void {
    enhancement.live = false;
    enhancement.cancelWait?.();
    // Synchronous: the cleanups have restored the element when this returns.
    enhancement.root?.unmount();
    enhancement.host?.remove();
    enhancement.element.removeAttribute(ENHANCED_ATTRIBUTE);
    claimed.delete(enhancement.element);
    mine.delete(enhancement);
  }

  function unmountAll(): void {
    for (const enhancement of [...mine]) unmount(enhancement);
  }

  const unfollow = followPage(root, {
    removed() {
      if (stopped) return;
      for (const enhancement of [...mine]) {
        if (!enhancement.element.isConnected) unmount(enhancement);
      }
    },
    added: scan,
    editingChanged(editing) {
      if (editing) unmountAll();
      else scan(root);
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
