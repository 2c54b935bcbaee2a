// The lazily loaded chunk of the staff's bar: component + props schema.
import "./website-publish.css";
import "@/core/rpc/route-map";
import { defineWidget } from "@/core/mount/widget-registry";
import { StaffBar } from "./components/staff-bar";
import { websitePublishProps } from "./website-publish-props";

export default defineWidget(StaffBar, websitePublishProps);
