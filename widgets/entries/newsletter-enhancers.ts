// The newsletter's two enhancers as one lazy chunk: a popup always holds a
// subscribe form, and apart, the form's chunk (which reaches the toasts'
// react-aria parts without the dialogs') split react-aria's shared chunks
// for every other page: about 0.6 KB gzip more on the wizard's, the shop's
// and the checkout's first load (build/page-weights.mjs).
export { default as newsletterSubscribe } from "@/visitor/newsletter/newsletter-subscribe-enhancer";
export { default as newsletterPopup } from "@/visitor/newsletter/newsletter-popup-enhancer";
