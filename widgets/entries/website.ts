// The script every website page loads (<script type="module">, from the addon).
// It only registers lazy loaders: each widget's code is its own chunk, fetched
// when a page actually has that widget.
import "@/core/ui/weekbox.css";
import { startWidgets } from "@/core/mount/mount-widgets";
import { widgetRegistry } from "@/core/mount/widget-registry";

widgetRegistry.register("box-configurator", {
  load: () => import("@/box-configurator/box-configurator-widget"),
});

startWidgets();
