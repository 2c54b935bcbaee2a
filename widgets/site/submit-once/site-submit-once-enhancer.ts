// The lazily loaded chunk of the submit-once enhancer (no CSS of its own:
// Bootstrap's spinner).
import { defineEnhancer } from "@/core/mount/enhancer-registry";
import { SiteSubmitOnce } from "./components/site-submit-once";

export default defineEnhancer(SiteSubmitOnce);
