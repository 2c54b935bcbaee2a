// The lazily loaded chunk of back to top and #scrollTop=N: component + props schema.
import "./site-scroll.css";
import { defineWidget } from "@/core/mount/widget-registry";
import { SiteScroll } from "./components/site-scroll";
import { siteScrollProps } from "./site-scroll-props";

export default defineWidget(SiteScroll, siteScrollProps);
