// The lazily loaded chunk of the legacy social-share popover (.oe_social_share).
import "./site-share.css";
import { defineEnhancer } from "@/core/mount/enhancer-registry";
import { SiteSocialShare } from "./components/site-social-share";

export default defineEnhancer(SiteSocialShare);
