// The lazily loaded chunk of the newsletter popup's enhancer.
import "./newsletter.css";
import { defineEnhancer } from "@/core/mount/enhancer-registry";
import { NewsletterPopup } from "./components/newsletter-popup";

export default defineEnhancer(NewsletterPopup);
