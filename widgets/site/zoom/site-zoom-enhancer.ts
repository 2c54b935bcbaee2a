// The lazily loaded chunk of the zoomable images' hover zoom.
import "./site-zoom.css";
import { defineEnhancer } from "@/core/mount/enhancer-registry";
import { SiteZoom } from "./components/site-zoom";

export default defineEnhancer(SiteZoom);
