// The script every website page loads (<script type="module">, from the addon).
// It only registers lazy loaders: each widget's code is its own chunk (the home
// page's zip check, countdown and menu come in one, home-page-widgets.ts),
// fetched when a page actually has that widget.
import "@/ui/weekbox.css";
import "@/ui/mount-point-sizes.css";
import "@/shop/catalogue/search-box.css";
import { startEnhancers } from "@/core/mount/enhance-elements";
import { enhancerRegistry } from "@/core/mount/enhancer-registry";
import { startWidgets } from "@/core/mount/mount-widgets";
import { widgetRegistry } from "@/core/mount/widget-registry";
import { holdSends } from "@/site/website-form/utils/held-sends";

// Above the fold on the home page: mount at once.
widgetRegistry.register("zip-check", {
  load: () => import("@/entries/home-page-widgets").then((home) => ({ default: home.zipCheck })),
});
widgetRegistry.register("countdown", {
  load: () => import("@/entries/home-page-widgets").then((home) => ({ default: home.countdown })),
});
// Further down: the home page mounts them when visible (data-load), their server
// placeholders of their final size holding their place; elsewhere when idle. The
// configurator, below the first screen, is a chunk of its own.
widgetRegistry.register("box-configurator", {
  load: () => import("@/mealbox/box-configurator/box-configurator-widget"),
  strategy: "idle",
});
widgetRegistry.register("our-menu", {
  load: () => import("@/entries/home-page-widgets").then((home) => ({ default: home.ourMenu })),
  strategy: "idle",
});

// The /mealbox page: one widget per page, mount at once.
widgetRegistry.register("mealbox-wizard", {
  load: () => import("@/mealbox/wizard/mealbox-wizard-widget"),
});
widgetRegistry.register("mealbox-delivery", {
  load: () => import("@/mealbox/delivery/mealbox-delivery-widget"),
});
widgetRegistry.register("mealbox-thanks", { load: () => import("@/mealbox/thanks/mealbox-thanks-widget") });
// The portal's subscription contract form (/my/subscriptions/new): its own chunk, never on the wizard's pages.
widgetRegistry.register("mealbox-subscription-form", {
  load: () => import("@/mealbox/subscription/contract-form/subscription-form-widget"),
});
// The portal's subscription page (/my/subscriptions/<id>): its own chunk.
widgetRegistry.register("mealbox-subscription", {
  load: () => import("@/mealbox/subscription/mealbox-subscription-widget"),
});

// Checkout, /my/payment_method and the confirmation page: their own chunks.
widgetRegistry.register("payment-form", { load: () => import("@/payment/checkout/payment-form-widget") });
widgetRegistry.register("payment-status", { load: () => import("@/payment/checkout/payment-status-widget") });

// The generic shop (Odoo's own /shop pages): each page's widgets are their own chunks.
// The /shop catalogue; its search box is also in every page's header (mounted when idle there, data-load).
widgetRegistry.register("shop-search", {
  load: () => import("@/entries/always-on-widgets").then((chunk) => ({ default: chunk.shopSearch })),
});
widgetRegistry.register("shop-sort", { load: () => import("@/shop/catalogue/shop-sort-widget") });
widgetRegistry.register("shop-categories", { load: () => import("@/shop/catalogue/shop-categories-widget") });
widgetRegistry.register("shop-layout", { load: () => import("@/shop/catalogue/shop-layout-widget") });
widgetRegistry.register("shop-product", { load: () => import("@/shop/product/shop-product-widget") });
widgetRegistry.register("shop-cart", { load: () => import("@/shop/cart/shop-cart-widget") });
// The checkout's order summary: the promo code form (the cart's, through the same route).
widgetRegistry.register("shop-promo", { load: () => import("@/shop/cart/shop-promo-widget") });
// In the header of every page: its counter is small; the mini cart is a lazy chunk of its own.
widgetRegistry.register("shop-cart-link", {
  load: () => import("@/entries/always-on-widgets").then((chunk) => ({ default: chunk.shopCartLink })),
});
widgetRegistry.register("shop-product-gallery", {
  load: () => import("@/shop/product/shop-product-gallery-widget"),
});
// /shop/payment: the delivery methods and mode, and the delivery date and time (website_sale_checkout_widget).
widgetRegistry.register("shop-checkout-delivery", {
  load: () => import("@/shop/checkout-delivery/shop-checkout-delivery-widget"),
});
widgetRegistry.register("shop-delivery-date", {
  load: () => import("@/shop/delivery-date/shop-delivery-date-widget"),
});
// The checkout's addresses (Odoo's /shop/checkout and /shop/address): their own chunks.
widgetRegistry.register("shop-address-form", {
  load: () => import("@/shop/address/shop-address-form-widget"),
});
widgetRegistry.register("shop-address-cards", {
  load: () => import("@/shop/address/shop-address-cards-widget"),
});

// The customer portal (website_portal_widget): 'Your Details' country and state, the lists' search panel.
widgetRegistry.register("portal-details", { load: () => import("@/portal/details/portal-details-widget") });
widgetRegistry.register("portal-search", { load: () => import("@/portal/search/portal-search-widget") });

// Staff's bar (website_publish_widget): apps, editor, the page's record's publish switch.
widgetRegistry.register("website-publish", {
  load: () => import("@/site/publish/website-publish-widget"),
});

// Site features (website_weekbox_site): the header's language switcher, back to top, sign-up.
// Back to top and #scrollTop=N, once per page: at once (the scroll position must not wait).
widgetRegistry.register("site-scroll", {
  load: () => import("@/entries/always-on-widgets").then((chunk) => ({ default: chunk.siteScroll })),
});
// The header's and footer's language switchers: their links work until then.
widgetRegistry.register("site-language", {
  load: () => import("@/entries/always-on-widgets").then((chunk) => ({ default: chunk.siteLanguage })),
  strategy: "idle",
});
// /web/signup's submit button.
widgetRegistry.register("site-signup", { load: () => import("@/site/signup/site-signup-widget") });

// Content editors own (share blocks, galleries, parallax sections, collapses,
// zoomable images): enhanced by selector, inert in the website editor.
// Share links: at once, a click before the chunk would open the sharer unfilled.
enhancerRegistry.register("site-share", {
  selector: ".s_share, .oe_share",
  load: () => import("@/site/share/site-share-enhancer"),
  strategy: "eager",
});
// The legacy share popover (forum posts): nothing happens on hover until it is ready.
enhancerRegistry.register("site-social-share", {
  selector: ".oe_social_share",
  load: () => import("@/site/share/site-social-share-enhancer"),
});
// Galleries: plain images until the lightbox or the slideshow is ready.
enhancerRegistry.register("site-gallery", {
  selector: ".s_image_gallery:not(.o_slideshow)",
  load: () => import("@/site/gallery/site-gallery-enhancer"),
});
enhancerRegistry.register("site-slideshow", {
  selector: ".s_image_gallery.o_slideshow",
  load: () => import("@/site/gallery/site-slideshow-enhancer"),
});
// Parallax sections: a still background until then.
enhancerRegistry.register("site-parallax", {
  selector: ".parallax",
  load: () => import("@/site/parallax/site-parallax-enhancer"),
});
// FAQ collapses: Bootstrap toggles them meanwhile (and after: it keeps the toggling).
enhancerRegistry.register("site-foldable", {
  selector: ".s_faq_collapse",
  load: () => import("@/site/foldable/site-foldable-enhancer"),
});
// Zoomable images: Odoo's zoomodoo skips the marked ones (narrow_zoom.js).
enhancerRegistry.register("site-zoom", {
  selector: ".zoomable img[data-zoom]",
  load: () => import("@/site/zoom/site-zoom-enhancer"),
});
// Website forms (the form snippet, website_form_widget): at once, and a Submit
// pressed before the chunk is there is held for it (Odoo's own form widget
// skips the marked ones).
enhancerRegistry.register("site-website-form", {
  selector: ".s_website_form form, form.s_website_form",
  load: () => import("@/site/website-form/site-website-form-enhancer"),
  strategy: "eager",
  onClaim: holdSends,
});

widgetRegistry.register("portal-thread", {
  load: () => import("@/portal/thread/portal-thread-widget"),
  // Not "visible": on the product page the thread sits in a collapsed section, never intersecting.
  strategy: "idle",
});
// The online quotation (/my/orders/<id>, website_sale_quotation_widget): its lines, the totals
// that follow them elsewhere on the page, the sidebar's table of contents and the signature form.
widgetRegistry.register("quotation-lines", {
  load: () => import("@/quotation/lines/quotation-lines-widget"),
});
widgetRegistry.register("quotation-total", {
  load: () => import("@/quotation/lines/quotation-total-widget"),
});
widgetRegistry.register("quotation-toc", { load: () => import("@/quotation/toc/quotation-toc-widget") });
widgetRegistry.register("signature-form", {
  load: () => import("@/quotation/signature/signature-form-widget"),
});

// The live chat (website_livechat_widget), after #wrapwrap on every page: when
// the browser is idle it asks /im_livechat/init whether to show its button.
widgetRegistry.register("visitor-livechat", {
  load: () => import("@/entries/always-on-widgets").then((chunk) => ({ default: chunk.visitorLivechat })),
  strategy: "idle",
});

// Newsletters (website_mass_mailing_widget): the subscribe forms editors place,
// at once (a click before would follow the button's "#"), and the newsletter
// popup, which waits anyway; one chunk for both (entries/newsletter-enhancers.ts).
enhancerRegistry.register("visitor-newsletter", {
  selector: ".js_subscribe",
  load: () =>
    import("@/entries/newsletter-enhancers").then((chunk) => ({ default: chunk.newsletterSubscribe })),
  strategy: "eager",
});
enhancerRegistry.register("visitor-newsletter-popup", {
  selector: ".o_newsletter_popup",
  load: () => import("@/entries/newsletter-enhancers").then((chunk) => ({ default: chunk.newsletterPopup })),
});
// A mailing's unsubscribe page (/mailing/<id>/unsubscribe, /mailing/my).
widgetRegistry.register("visitor-unsubscribe", {
  load: () => import("@/visitor/unsubscribe/unsubscribe-widget"),
});

widgetRegistry.register("website-follow", {
  load: () => import("@/portal/follow/website-follow-widget"),
});

// Surveys (website_survey_widget, Odoo's survey pages): taking one, its print view.
widgetRegistry.register("survey-form", { load: () => import("@/survey/form/survey-form-widget") });
widgetRegistry.register("survey-print", { load: () => import("@/survey/form/survey-print-widget") });
// Its results page: the filters bar, the typed answers' tables, the charts (d3: with their chunk only).
widgetRegistry.register("survey-results-filters", {
  load: () => import("@/survey/results/survey-results-filters-widget"),
});
widgetRegistry.register("survey-answer-table", {
  load: () => import("@/survey/results/survey-answer-table-widget"),
});
widgetRegistry.register("survey-chart", {
  load: () => import("@/survey/results/survey-chart-widget"),
  strategy: "visible",
});

// The link tracker (website_links_widget, staff): /r and a link's statistics (/r/<code>+).
widgetRegistry.register("link-tracker", { load: () => import("@/links/tracker/link-tracker-widget") });
widgetRegistry.register("link-statistics", {
  load: () => import("@/links/statistics/link-statistics-widget"),
});

// Forms sent once (Odoo's .js_website_submit_form: the subscription contract's): at once,
// so a double click is never sent twice (Odoo's own handler skips the marked ones).
enhancerRegistry.register("site-submit-once", {
  selector: "form.js_website_submit_form",
  load: () => import("@/site/submit-once/site-submit-once-enhancer"),
  strategy: "eager",
});

startWidgets();
startEnhancers();
