// The lazily loaded chunk of the website forms' enhancer (the form snippet).
import "./site-website-form.css";
import { defineEnhancer } from "@/core/mount/enhancer-registry";
import { SiteWebsiteForm } from "./components/site-website-form";

export default defineEnhancer(SiteWebsiteForm);
