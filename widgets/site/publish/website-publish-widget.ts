// The lazily loaded chunk of the staff's bar: component + props schema. It calls
// nothing as it mounts: the route schemas come with the first toggle's call.
import "./website-publish.css";
import { defineWidget } from "@/core/mount/widget-registry";
import { StaffBar } from "./components/staff-bar";
import { websitePublishProps } from "./website-publish-props";

export default defineWidget(StaffBar, websitePublishProps);
