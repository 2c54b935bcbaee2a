// The lazily loaded chunk of the portal-thread widget: component + props schema.
// Its CSS loads with this chunk (the build links it before the widget mounts).
import "./portal-thread.css";
// The schemas of every route come with the chunk, so its first call waits for
// nothing. (Only the home page's widgets skip this: they call the routes of
// core/rpc/routes/mealbox-home-routes.ts, which ship with the client.)
import "@/core/rpc/route-map";
import { defineWidget } from "@/core/mount/widget-registry";
import { PortalThread } from "./components/portal-thread";
import { portalThreadProps } from "./portal-thread-props";

export default defineWidget(PortalThread, portalThreadProps);
