import type { ComponentType } from "react";
import { createChunkLoads } from "@/core/mount/chunk-loads";
import type { PropsOf, PropsSchema } from "@/core/mount/props-schema";

/** A widget as its lazy chunk exports it: the component and the schema of its `data-props`. */
export type WidgetDefinition<P> = {
  Component: ComponentType<P>;
  props: PropsSchema<unknown, P>;
  /**
   * Runs before the first render, given the mount point: e.g. reads the
   * answers the server rendered with the widget's content into the page's
   * query cache (core/data/prime-page-answers.ts), so that the first render
   * shows that content rather than a loading state.
   */
  prepare?: (element: Element) => Promise<void>;
};

/**
 * - eager: as soon as the page starts (above the fold, small).
 * - idle: when the browser is idle (below the fold, not urgent).
 * - visible: when the element scrolls into view (heavy: maps, carousels).
 */
export type LoadStrategy = "eager" | "idle" | "visible";

export type WidgetEntry = {
  // `any` is deliberate: each chunk checks its own props with its schema.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  load: () => Promise<{ default: WidgetDefinition<any> }>;
  strategy?: LoadStrategy;
};

export type WidgetRegistry = {
  register(name: string, entry: WidgetEntry): void;
  get(name: string): WidgetEntry | undefined;
  /** Loads a widget's chunk once, however many elements use it. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  load(name: string): Promise<WidgetDefinition<any>> | undefined;
};

export function createWidgetRegistry(): WidgetRegistry {
  const entries = new Map<string, WidgetEntry>();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const loadOnce = createChunkLoads<WidgetDefinition<any>>();
  return {
    register(name, entry) {
      if (entries.has(name)) throw new Error(`[weekbox] widget "${name}" is registered twice`);
      entries.set(name, entry);
    },
    get(name) {
      return entries.get(name);
    },
    load(name) {
      const entry = entries.get(name);
      return entry && loadOnce(name, entry.load);
    },
  };
}

/** The page's registry, filled by the entry module and read by startWidgets. */
export const widgetRegistry: WidgetRegistry = createWidgetRegistry();

/**
 * Pairs a component with its props schema (valibot's, or any Standard Schema:
 * core/mount/props-schema.ts); the props type is taken from the schema.
 */
export function defineWidget<S extends PropsSchema>(
  Component: ComponentType<PropsOf<S>>,
  props: S,
  options: Pick<WidgetDefinition<PropsOf<S>>, "prepare"> = {},
): WidgetDefinition<PropsOf<S>> {
  return { Component, props: props as PropsSchema<unknown, PropsOf<S>>, ...options };
}
