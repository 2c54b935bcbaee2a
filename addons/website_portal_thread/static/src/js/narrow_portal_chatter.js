/** @odoo-module */
// A thread the portal-thread widget owns (data-widget on its div#discussion,
// website_portal_thread's template) is React's alone: Odoo's chatter starts
// only on the others (records the widget does not take over).
import publicWidget from "@web/legacy/js/public/public_widget";
import "@portal/js/portal_chatter";

const registry = publicWidget.registry;

registry.portalChatter = registry.portalChatter.extend({
    selector: ".o_portal_chatter:not([data-widget])",
});
