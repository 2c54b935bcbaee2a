// The lazily loaded chunk of the share blocks' enhancer (no CSS of its own:
// the block keeps Odoo's look).
import { defineEnhancer } from "@/core/mount/enhancer-registry";
import { SiteShare } from "./components/site-share";

export default defineEnhancer(SiteShare);
