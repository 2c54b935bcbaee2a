// The script every website page loads (<script type="module">, from the addon).
// It only registers lazy loaders: each widget's code is its own chunk (the home
// page's four share one, home-page-widgets.ts), fetched when a page actually
// has that widget.
import "@/core/ui/weekbox.css";
import { startWidgets } from "@/core/mount/mount-widgets";
import { widgetRegistry } from "@/core/mount/widget-registry";

// Above the fold on the home page: mount at once.
widgetRegistry.register("zip-check", {
  load: () => import("@/entries/home-page-widgets").then((home) => ({ default: home.zipCheck })),
});
widgetRegistry.register("countdown", {
  load: () => import("@/entries/home-page-widgets").then((home) => ({ default: home.countdown })),
});
// Further down: after first paint, so the zip check's "go to your box" finds it ready.
widgetRegistry.register("box-configurator", {
  load: () => import("@/entries/home-page-widgets").then((home) => ({ default: home.boxConfigurator })),
  strategy: "idle",
});
// Idle rather than visible: mounting as it scrolls near would change the page
// height under a visitor (or a "#your-box" scroll) on the move. Its photos are
// lazy-loaded anyway.
widgetRegistry.register("our-menu", {
  load: () => import("@/entries/home-page-widgets").then((home) => ({ default: home.ourMenu })),
  strategy: "idle",
});

// The /mealbox page: one widget per page, mount at once.
widgetRegistry.register("mealbox-wizard", {
  load: () => import("@/mealbox-wizard/mealbox-wizard-widget"),
});
widgetRegistry.register("mealbox-delivery", {
  load: () => import("@/mealbox-delivery/mealbox-delivery-widget"),
});
widgetRegistry.register("mealbox-thanks", { load: () => import("@/mealbox-thanks/mealbox-thanks-widget") });

// Checkout, /my/payment_method and the confirmation page: their own chunks.
widgetRegistry.register("payment-form", { load: () => import("@/payment/payment-form-widget") });
widgetRegistry.register("payment-status", { load: () => import("@/payment/payment-status-widget") });

startWidgets();
