// The lazily loaded chunk of the website-follow widget: component + props schema.
// Its CSS loads with this chunk (the build links it before the widget mounts).
import "./website-follow.css";
// The schemas of every route come with the chunk, so its first call waits for
// nothing. (Only the home page's widgets skip this: they call the routes of
// core/rpc/routes/mealbox-home-routes.ts, which ship with the client.)
import "@/core/rpc/calls-at-mount-shop";
import { defineWidget } from "@/core/mount/widget-registry";
import { WebsiteFollow } from "./components/website-follow";
import { websiteFollowProps } from "./website-follow-props";

export default defineWidget(WebsiteFollow, websiteFollowProps);
