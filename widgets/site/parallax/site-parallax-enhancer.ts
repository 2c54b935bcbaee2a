// The lazily loaded chunk of the parallax sections' enhancer.
import "./site-parallax.css";
import { defineEnhancer } from "@/core/mount/enhancer-registry";
import { SiteParallax } from "./components/site-parallax";

export default defineEnhancer(SiteParallax);
