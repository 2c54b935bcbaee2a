import { createContext, useContext } from "react";
import { loadOnce } from "@/ui/use-lazy-part";
import type * as AriaControlsModule from "./aria-controls";

/** react-aria's controls (aria-controls.ts), once loaded. */
export type AriaControls = typeof AriaControlsModule;

/** The use that asked for the part: which control (`data-upgrade-key`), how, and the key pressed. */
export type Activation = { key: string | null; how: "pointer" | "keyboard"; keyName: string | null };

export type Upgrade = {
  /** react-aria's controls once a visitor used one of the group; null: the plain ones. */
  parts: AriaControls | null;
  /** What the visitor did that brought them (a select opens if it was pressed). */
  activation: Activation | null;
};

export const UpgradeContext = createContext<Upgrade>({ parts: null, activation: null });

/** The upgrade state of the controls around (ui/upgrade/upgrade-scope.tsx). */
export function useUpgrade(): Upgrade {
  return useContext(UpgradeContext);
}

/** Loads react-aria's controls once per page, whichever group asks first. */
export const loadAriaControls = (): Promise<AriaControls> => import("./aria-controls");

/**
 * Loads react-aria's controls now, through the page's one load: groups
 * mounting afterwards start with them (tests that are about react-aria's
 * behaviour, not the plain stand-ins).
 */
export function loadAriaControlsNow(): Promise<AriaControls> {
  return loadOnce(loadAriaControls);
}
