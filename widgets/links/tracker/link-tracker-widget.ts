// The lazily loaded chunk of the link tracker (/r): its recent links are read as it mounts.
import "@/core/rpc/calls-at-mount";
import { defineWidget } from "@/core/mount/widget-registry";
import { LinkTracker } from "./components/link-tracker";
import { linkTrackerProps } from "./link-tracker-props";

export default defineWidget(LinkTracker, linkTrackerProps);
