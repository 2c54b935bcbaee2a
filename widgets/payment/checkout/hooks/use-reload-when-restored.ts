import { useEffect } from "react";
import { reloadPage } from "@/core/page/page-navigation";

/**
 * Reloads the page when the browser restores it from its back/forward cache:
 * the customer left for a bank's or provider's page mid-flow and came Back,
 * and the restored page is frozen as it was then (our form busy, Odoo's
 * screen blocked). A fresh page shows the order as it is now.
 */
export function useReloadWhenRestored(): void {
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) reloadPage();
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);
}
