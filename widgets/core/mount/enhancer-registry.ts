import type { ComponentType } from "react";
import { createChunkLoads } from "@/core/mount/chunk-loads";
import type { LoadStrategy } from "@/core/mount/widget-registry";

/**
 * What an enhancer renders with: the page element it enhances. The element is
 * content editors own (a share block, a gallery, a parallax section): the
 * enhancer adds behaviour to it and must undo every change it makes to it in
 * its effects' cleanups, because the editor saves what is left on the page.
 */
export type EnhancerProps = {
  element: HTMLElement;
  /** What the entry's `onClaim` returned for the element (e.g. a Submit it held), if anything. */
  claimed?: unknown;
};

export type EnhancerDefinition = { Component: ComponentType<EnhancerProps> };

export type EnhancerEntry = {
  /** CSS selector of the elements it enhances (Odoo's own widget is narrowed to `:not([data-weekbox-enhanced])`). */
  selector: string;
  load: () => Promise<{ default: EnhancerDefinition }>;
  /** Default `idle`: enhanced content is already on the page and works as plain HTML until then. */
  strategy?: LoadStrategy;
  /**
   * Runs as the page script claims an element, before its chunk is asked for:
   * to hold what a visitor does meanwhile that plain HTML would get wrong (a
   * form's Submit, a link to "#"), for the enhancer to take over when it
   * mounts: what it returns is the enhancer's `claimed` prop. A function of
   * the entry's own, so that the enhancer's chunk shares no code with it.
   */
  onClaim?: (element: HTMLElement) => unknown;
};

export type EnhancerRegistry = {
  register(name: string, entry: EnhancerEntry): void;
  entries(): [string, EnhancerEntry][];
  /** Loads an enhancer's chunk once, however many elements use it. */
  load(name: string): Promise<EnhancerDefinition> | undefined;
};

export function createEnhancerRegistry(): EnhancerRegistry {
  const entries = new Map<string, EnhancerEntry>();
  const loadOnce = createChunkLoads<EnhancerDefinition>();
  return {
    register(name, entry) {
      if (entries.has(name)) throw new Error(`[weekbox] enhancer "${name}" is registered twice`);
      entries.set(name, entry);
    },
    entries() {
      return [...entries];
    },
    load(name) {
      const entry = entries.get(name);
      return entry && loadOnce(name, entry.load);
    },
  };
}

/** The page's enhancers, registered by the entry module and read by startEnhancers. */
export const enhancerRegistry: EnhancerRegistry = createEnhancerRegistry();

export function defineEnhancer(Component: ComponentType<EnhancerProps>): EnhancerDefinition {
  return { Component };
}
