// The URL kept in step with what is on screen: a new history entry per step
// change, the same entry for filters, and the browser's back/forward followed.
import { readWizardLocation, WIZARD_PATH, wizardHref, type WizardLocation } from "../utils/wizard-url";
import type { WizardContext } from "./wizard-context";

/** How a step change shows in the history: a new entry, the same entry, or (popstate) already there. */
export type HistoryMode = "push" | "replace" | "none";

export type UrlSlice = ReturnType<typeof createUrlSlice>;

export function createUrlSlice(ctx: WizardContext) {
  const { win } = ctx;

  function writeUrl(how: HistoryMode): void {
    if (how === "none") return;
    const state = ctx.get();
    const href = wizardHref({
      meal: state.meal,
      people: state.people,
      step: state.step,
      orderId: state.orderId,
      filters: state.filters,
    });
    const urlStep = new URLSearchParams(win.location.search).get("state");
    const historyState = { weekboxWizard: state.step };
    if (how === "push" && urlStep !== state.step) win.history.pushState(historyState, "", href);
    else if (win.location.pathname + win.location.search !== href)
      win.history.replaceState(historyState, "", href);
  }

  /**
   * Calls `onLocation` with the wizard location the browser moved to (back or
   * forward); returns the function that stops following.
   */
  function followHistory(onLocation: (location: WizardLocation) => void): () => void {
    function onPopState(): void {
      if (win.location.pathname !== WIZARD_PATH) return;
      const state = ctx.get();
      onLocation(
        readWizardLocation(win.location.search, {
          meal: state.meal,
          people: state.people,
          step: state.step,
          orderId: state.orderId,
        }),
      );
    }
    win.addEventListener("popstate", onPopState);
    return () => win.removeEventListener("popstate", onPopState);
  }

  return { writeUrl, followHistory };
}
