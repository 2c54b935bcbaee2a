// calls-at-mount.ts for the meal box's widgets: their map (route-map-mealbox.ts)
// and the client's code arrive with the widget's chunk, so its first call waits
// for nothing, and the shop's map stays off the meal box's pages.
import "@/core/rpc/route-map-mealbox";
import "@/core/rpc/rpc-client";
