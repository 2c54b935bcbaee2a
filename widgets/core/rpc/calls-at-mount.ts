// What a page's first call needs, for a widget that calls as it mounts: the
// route schemas (and valibot's checks) and the client's code (the shop's
// widgets import calls-at-mount-shop.ts, the meal box's calls-at-mount-mealbox.ts,
// the visitor features' route-map-visitor.ts instead). Both come with the first call
// otherwise (route-spec.ts, page-rpc.ts); imported by the widget's chunk, they
// arrive with it and that first call waits for nothing.
import "@/core/rpc/route-map-main";
import "@/core/rpc/route-map-shop";
import "@/core/rpc/rpc-client";
