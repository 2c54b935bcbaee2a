// The script every website page loads (<script type="module">, from the addon).
// It only registers lazy loaders: each widget's code is its own chunk, fetched
// when a page actually has that widget.
import "@/core/ui/weekbox.css";
// Lazy chunks' CSS is not linked by the addon: feature styles come with the entry.
import "@/mealbox-wizard/mealbox-wizard.css";
import "@/payment/payment.css";
import { startWidgets } from "@/core/mount/mount-widgets";
import { widgetRegistry } from "@/core/mount/widget-registry";

// Above the fold on the home page: mount at once.
widgetRegistry.register("zip-check", {
  load: () => import("@/zip-check/zip-check-widget"),
});
widgetRegistry.register("countdown", {
  load: () => import("@/countdown/countdown-widget"),
});
// Further down: after first paint, so the zip check's "go to your box" finds it ready.
widgetRegistry.register("box-configurator", {
  load: () => import("@/box-configurator/box-configurator-widget"),
  strategy: "idle",
});
// Idle rather than visible: mounting as it scrolls near would change the page
// height under a visitor (or a "#your-box" scroll) on the move. Its photos are
// lazy-loaded anyway.
widgetRegistry.register("our-menu", {
  load: () => import("@/our-menu/our-menu-widget"),
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
