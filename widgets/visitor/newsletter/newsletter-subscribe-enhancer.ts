// The lazily loaded chunk of the newsletter subscribe form's enhancer.
import "./newsletter.css";
import { defineEnhancer } from "@/core/mount/enhancer-registry";
import { NewsletterSubscribe } from "./components/newsletter-subscribe";

export default defineEnhancer(NewsletterSubscribe);
