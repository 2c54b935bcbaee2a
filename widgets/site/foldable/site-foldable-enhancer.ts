// The lazily loaded chunk of the foldable lists' enhancer (no CSS of its own:
// the block keeps Bootstrap's and Odoo's look).
import { defineEnhancer } from "@/core/mount/enhancer-registry";
import { SiteFoldable } from "./components/site-foldable";

export default defineEnhancer(SiteFoldable);
