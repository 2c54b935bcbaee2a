// The lazily loaded chunk of the image galleries in slideshow mode.
import "./site-gallery.css";
import { defineEnhancer } from "@/core/mount/enhancer-registry";
import { SiteSlideshow } from "./components/site-slideshow";

export default defineEnhancer(SiteSlideshow);
