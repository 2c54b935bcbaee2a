// The lazily loaded chunk of the image galleries' lightbox (grid, masonry, float modes).
import "./site-gallery.css";
import { defineEnhancer } from "@/core/mount/enhancer-registry";
import { SiteGallery } from "./components/site-gallery";

export default defineEnhancer(SiteGallery);
