// The header's Bootstrap parts on a lean page (issue #34), where Odoo's
// frontend bundle, and Bootstrap's JS in it, is not loaded: dropdowns (the
// menus, the user menu), collapses, the mobile menu's offcanvas and the
// header's search modal, by pointer and keyboard; the standard header's scroll
// effect (Odoo's StandardAffixedHeader: once scrolled past it, the header comes
// back fixed at the top beyond 300 px); and the login form's submit, sent once.
// Not an Odoo module: loaded by a <script> of its own on lean pages only
// (views/lean_page_templates.xml), with the same data-bs-* markup Odoo renders,
// so a page that is not lean is untouched.
// Also website's popups and its cookie bar, run as Odoo's popup widget runs them,
// the shop catalogue's filters and category filmstrip (website_sale's markup),
// the product page's link to its reviews and the checkout's links that send a form.

const TOGGLE = '[data-bs-toggle="dropdown"]';
const ITEMS = ".dropdown-item:not(.disabled):not(:disabled)";

function targetOf(trigger) {
    const selector = trigger.dataset.bsTarget || trigger.getAttribute("href");
    return selector && selector.startsWith("#") ? document.querySelector(selector) : null;
}

// Dropdowns ---------------------------------------------------------------

function menuOf(toggle) {
    return toggle.parentElement.querySelector(":scope > .dropdown-menu");
}

function setDropdown(toggle, open) {
    const menu = menuOf(toggle);
    if (!menu) {
        return;
    }
    toggle.classList.toggle("show", open);
    toggle.setAttribute("aria-expanded", String(open));
    menu.classList.toggle("show", open);
    // Bootstrap's CSS places a menu marked so under its toggle (no Popper).
    menu.toggleAttribute("data-bs-popper", open);
    if (open) {
        menu.dataset.bsPopper = "static";
    }
}

function closeDropdowns(except) {
    for (const toggle of document.querySelectorAll(`${TOGGLE}.show`)) {
        if (toggle !== except) {
            setDropdown(toggle, false);
        }
    }
}

function focusItem(menu, which) {
    const items = [...menu.querySelectorAll(ITEMS)].filter((item) => item.offsetParent);
    if (!items.length) {
        return;
    }
    const index = items.indexOf(document.activeElement);
    const next = {
        first: 0,
        last: items.length - 1,
        next: Math.min(index + 1, items.length - 1),
        previous: Math.max(index - 1, 0),
    }[which];
    items[next].focus();
}

// Collapses and the offcanvas mobile menu ----------------------------------

function toggleCollapse(trigger, target) {
    const open = !target.classList.contains("show");
    const parent = target.dataset.bsParent && document.querySelector(target.dataset.bsParent);
    if (open && parent) {
        for (const sibling of parent.querySelectorAll(".collapse.show")) {
            if (sibling !== target) {
                sibling.classList.remove("show");
            }
        }
    }
    target.classList.toggle("show", open);
    for (const other of document.querySelectorAll('[data-bs-toggle="collapse"]')) {
        if (targetOf(other) === target) {
            other.classList.toggle("collapsed", !open);
            other.setAttribute("aria-expanded", String(open));
        }
    }
}

let openOffcanvas = null;

function showOffcanvas(trigger, panel) {
    const backdrop = document.createElement("div");
    backdrop.className = "offcanvas-backdrop fade show";
    backdrop.addEventListener("click", () => hideOffcanvas());
    // Beside the panel, as Bootstrap's: in the header's stacking context.
    panel.parentNode.append(backdrop);
    panel.style.visibility = "visible";
    panel.classList.add("show");
    panel.setAttribute("aria-modal", "true");
    panel.setAttribute("role", "dialog");
    panel.removeAttribute("aria-hidden");
    trigger.setAttribute("aria-expanded", "true");
    // The page scrolls in #wrapwrap (Odoo's header widget does the same).
    document.getElementById("wrapwrap")?.classList.add("overflow-hidden");
    panel.closest("header")?.classList.add("o_top_menu_collapse_shown");
    openOffcanvas = { trigger, panel, backdrop };
    panel.focus();
}

function hideOffcanvas() {
    if (!openOffcanvas) {
        return;
    }
    const { trigger, panel, backdrop } = openOffcanvas;
    openOffcanvas = null;
    panel.classList.remove("show");
    panel.style.visibility = "hidden";
    panel.removeAttribute("aria-modal");
    panel.removeAttribute("role");
    panel.setAttribute("aria-hidden", "true");
    trigger.setAttribute("aria-expanded", "false");
    document.getElementById("wrapwrap")?.classList.remove("overflow-hidden");
    panel.closest("header")?.classList.remove("o_top_menu_collapse_shown");
    backdrop.remove();
    trigger.focus();
}

// The header's search modal ------------------------------------------------

let openModal = null;

function showModal(trigger, modal) {
    const backdrop = document.createElement("div");
    backdrop.className = "modal-backdrop fade show";
    document.body.append(backdrop);
    document.body.classList.add("modal-open");
    modal.style.display = "block";
    modal.classList.add("show");
    modal.setAttribute("aria-modal", "true");
    modal.setAttribute("role", "dialog");
    modal.removeAttribute("aria-hidden");
    openModal = { trigger, modal, backdrop };
    // The search box first, as Odoo's header does for its search modal.
    (modal.querySelector("input:not([type=hidden]), select, textarea") || modal).focus();
}

function hideModal() {
    if (!openModal) {
        return;
    }
    const { trigger, modal, backdrop } = openModal;
    openModal = null;
    modal.classList.remove("show");
    modal.style.display = "";
    modal.removeAttribute("aria-modal");
    modal.removeAttribute("role");
    modal.setAttribute("aria-hidden", "true");
    document.body.classList.remove("modal-open");
    backdrop.remove();
    trigger.focus();
}

// Keeping Tab inside the open search modal or mobile menu, as Bootstrap's
// focus trap does: a keyboard user does not wander behind it. Focus in a
// popover of ours (a react-aria menu, rendered outside the panel) is its own.
const FOCUSABLE =
    'a[href], button:not(:disabled), input:not(:disabled):not([type="hidden"]), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

function trapTab(ev, container) {
    if (!container.contains(ev.target) && ev.target !== document.body) {
        return;
    }
    const focusable = [...container.querySelectorAll(FOCUSABLE)].filter(
        (el) => el.getClientRects().length > 0,
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first) {
        ev.preventDefault();
        container.focus();
    } else if (ev.shiftKey && (ev.target === first || ev.target === container)) {
        ev.preventDefault();
        last.focus();
    } else if (!ev.shiftKey && ev.target === last) {
        ev.preventDefault();
        first.focus();
    }
}

// Events ------------------------------------------------------------------

document.addEventListener("click", (ev) => {
    const dropdownToggle = ev.target.closest(TOGGLE);
    if (dropdownToggle) {
        ev.preventDefault();
        const open = !dropdownToggle.classList.contains("show");
        closeDropdowns(dropdownToggle);
        setDropdown(dropdownToggle, open);
        return;
    }
    // An item chosen or a click elsewhere closes the open menus.
    closeDropdowns(null);
    const dismiss = ev.target.closest('[data-bs-dismiss="offcanvas"]');
    if (dismiss && openOffcanvas) {
        hideOffcanvas();
        return;
    }
    // A click on the modal's own element is one outside its dialog.
    if (
        openModal &&
        (ev.target === openModal.modal || ev.target.closest('[data-bs-dismiss="modal"]'))
    ) {
        hideModal();
        return;
    }
    const trigger = ev.target.closest(
        '[data-bs-toggle="collapse"], [data-bs-toggle="offcanvas"], [data-bs-toggle="modal"]',
    );
    const target = trigger && targetOf(trigger);
    if (!target) {
        return;
    }
    ev.preventDefault();
    if (trigger.dataset.bsToggle === "collapse") {
        toggleCollapse(trigger, target);
    } else if (trigger.dataset.bsToggle === "modal") {
        showModal(trigger, target);
    } else if (openOffcanvas) {
        hideOffcanvas();
    } else {
        showOffcanvas(trigger, target);
    }
});

document.addEventListener("keydown", (ev) => {
    if (ev.key === "Escape" && openModal) {
        hideModal();
        return;
    }
    if (ev.key === "Escape" && openOffcanvas) {
        hideOffcanvas();
        return;
    }
    if (ev.key === "Escape" && openPopups.size) {
        const popup = [...openPopups].pop();
        const modal = popup.querySelector(":scope > .modal");
        if (modal.dataset.bsKeyboard !== "false") {
            hidePopup(popup, modal);
            return;
        }
    }
    if (ev.key === "Tab" && (openModal || openOffcanvas)) {
        trapTab(ev, openModal ? openModal.modal : openOffcanvas.panel);
    }
    const toggle = ev.target.closest(TOGGLE);
    const menu = toggle ? menuOf(toggle) : ev.target.closest(".dropdown-menu.show");
    if (!menu) {
        return;
    }
    const owner = toggle || menu.parentElement.querySelector(`:scope > ${TOGGLE}`);
    if (ev.key === "Escape") {
        setDropdown(owner, false);
        owner.focus();
    } else if (ev.key === "ArrowDown" || ev.key === "ArrowUp") {
        ev.preventDefault();
        if (!menu.classList.contains("show")) {
            closeDropdowns(owner);
            setDropdown(owner, true);
        }
        const fromToggle = Boolean(toggle);
        const down = ev.key === "ArrowDown";
        focusItem(menu, fromToggle ? (down ? "first" : "last") : down ? "next" : "previous");
    } else if (ev.key === "Tab" && !toggle) {
        // Leaving the menu by Tab closes it, as Bootstrap's does.
        setTimeout(() => {
            if (!menu.contains(document.activeElement)) {
                setDropdown(owner, false);
            }
        });
    }
});

// Popups and the cookie bar -------------------------------------------------
// Website's popups (the s_popup snippet) as its PopupWidget runs them: shown
// after their delay (afterDelay), when the pointer leaves the page (mouseExit;
// after 5 s on a small screen), or when the URL's hash names the popup's
// dialog (onClick: a button's #id link); hidden by their close button
// (.js_close_popup), a primary button that sends no form, Escape and, with a
// backdrop, a click beside the dialog. Once hidden, a cookie named after the
// popup keeps it from coming back for its consent duration in days. The cookie
// bar (website.cookies_bar, the popup #website_cookies_bar) keeps the
// visitor's choice in it: {"required": true, "optional": true|false},
// unencoded as Odoo's cookie helper writes it, since the server reads it as
// JSON (website's ir.http _is_allowed_cookie: analytics tags only when
// optional). Not done: hiding a popup whose blocks are all hidden for the
// visitor's device or country (Odoo's widget skips such an empty popup).

const SMALL_SCREEN = 768; // px, Odoo's "small" (ui_service isSmall)
const openPopups = new Set();

function hasCookie(name) {
    return document.cookie.split("; ").some((part) => part.split("=")[0] === name);
}

function popupVideos(modal, show) {
    for (const media of modal.querySelectorAll(".media_iframe_video")) {
        const iframe = media.querySelector("iframe");
        if (iframe) {
            iframe.src = show ? media.dataset.oeExpression || media.dataset.src || "" : "";
        }
    }
}

function showPopup(popup, modal) {
    if (openPopups.has(popup)) {
        return;
    }
    openPopups.add(popup);
    popup.classList.remove("d-none");
    modal.style.display = "block";
    modal.removeAttribute("aria-hidden");
    modal.setAttribute("aria-modal", "true");
    popupVideos(modal, true);
    void modal.offsetWidth; // the fade's start, as Bootstrap's reflow
    modal.classList.add("show");
    if (!modal.classList.contains("s_popup_no_backdrop")) {
        document.body.classList.add("modal-open");
    }
}

function hidePopup(popup, modal, cookieValue = "true") {
    if (!openPopups.delete(popup)) {
        return;
    }
    modal.classList.remove("show");
    modal.style.display = "";
    modal.setAttribute("aria-hidden", "true");
    modal.removeAttribute("aria-modal");
    popup.classList.add("d-none");
    popupVideos(modal, false);
    const backdropOpen = [...openPopups].some(
        (other) => !other.querySelector(".modal").classList.contains("s_popup_no_backdrop"),
    );
    document.body.classList.toggle("modal-open", backdropOpen);
    if (popup.id) {
        const days = Number(modal.dataset.consentsDuration) || 0;
        document.cookie = `${popup.id}=${cookieValue}; path=/; max-age=${days * 24 * 60 * 60}`;
    }
}

function runPopup(popup) {
    const modal = popup.querySelector(":scope > .modal");
    if (!modal) {
        return;
    }
    const hide = (cookieValue) => hidePopup(popup, modal, cookieValue);
    popup.addEventListener("click", (ev) => {
        const consent = ev.target.closest("#cookies-consent-essential, #cookies-consent-all");
        const primary = ev.target.closest(".btn-primary");
        if (consent) {
            ev.preventDefault();
            hide(`{"required": true, "optional": ${consent.id === "cookies-consent-all"}}`);
        } else if (ev.target.closest(".js_close_popup")) {
            ev.preventDefault();
            hide();
        } else if (primary && !primary.matches(".s_website_form_send, .o_website_form_send")) {
            hide();
        } else if (ev.target === modal && !["false", "static"].includes(modal.dataset.bsBackdrop)) {
            hide();
        }
    });
    let display = modal.dataset.display;
    let delay = Number(modal.dataset.showAfter) || 0;
    if (display === "onClick") {
        // A link to #<dialog id>: on arrival, or later on the page.
        const showOnHash = () => {
            if (modal.id && window.location.hash === `#${modal.id}`) {
                window.history.replaceState(
                    null,
                    "",
                    window.location.href.replace(window.location.hash, ""),
                );
                showPopup(popup, modal);
            }
        };
        window.addEventListener("hashchange", showOnHash);
        showOnHash();
        return;
    }
    if (hasCookie(popup.id)) {
        return;
    }
    if (display === "mouseExit" && window.innerWidth < SMALL_SCREEN) {
        display = "afterDelay";
        delay = 5000;
    }
    if (display === "afterDelay") {
        setTimeout(() => showPopup(popup, modal), delay);
    } else if (display === "mouseExit") {
        document.documentElement.addEventListener("mouseleave", () => showPopup(popup, modal), {
            once: true,
        });
    }
}

for (const popup of document.querySelectorAll(".s_popup")) {
    runPopup(popup);
}

// The standard header on scroll ---------------------------------------------

const SHOWN_FROM = 300; // px scrolled, as Odoo's StandardAffixedHeader

function followScroll(header) {
    const main = header.nextElementSibling;
    const wrap = document.getElementById("wrapwrap");
    // The page scrolls in #wrapwrap, or in the document when it does not.
    const scroller = () =>
        wrap && wrap.scrollHeight > wrap.clientHeight ? wrap : document.scrollingElement;
    let height = 0;
    let fixed = false;
    let shown = false;
    const update = () => {
        const scroll = scroller().scrollTop;
        height ||= header.getBoundingClientRect().height;
        const nowFixed = scroll > height;
        const nowShown = scroll > SHOWN_FROM;
        header.classList.toggle("o_header_is_scrolled", scroll > SHOWN_FROM);
        if (nowFixed === fixed && nowShown === shown) {
            return;
        }
        header.style.transform = nowShown ? "" : nowFixed ? "translate(0, -100%)" : "";
        if (nowFixed !== fixed) {
            header.classList.toggle("o_header_affixed", nowFixed);
            if (main && main.tagName === "MAIN") {
                main.style.paddingTop = nowFixed ? `${height}px` : "";
            }
        }
        header.classList.toggle("o_top_fixed_element", !nowFixed || nowShown);
        fixed = nowFixed;
        shown = nowShown;
    };
    wrap?.addEventListener("scroll", update, { passive: true });
    window.addEventListener("scroll", update, { passive: true });
    update();
}

const standardHeader = document.querySelector(
    "header#top.o_header_standard:not(.o_header_sidebar)",
);
if (standardHeader) {
    followScroll(standardHeader);
}

// The login form ------------------------------------------------------------

// Sent once, as Odoo's signin widget does: its button disabled, with a
// spinner, when the form goes (a lean /web/login: the site addon's page).
document.addEventListener("submit", (ev) => {
    const button =
        ev.target.matches(".oe_login_form") && ev.target.querySelector('button[type="submit"]');
    if (!button || ev.defaultPrevented) {
        return;
    }
    button.classList.add("o_website_btn_loading", "disabled", "pe-none");
    button.disabled = true;
    const spinner = document.createElement("span");
    spinner.className = "fa fa-refresh fa-spin me-2";
    button.prepend(spinner);
});

// The checkout's links that send a form --------------------------------------

// website_sale's "a-submit" links (a loyalty reward's "Claim", Odoo's own
// promo code form) send their form, as its WebsiteSale widget does; disabled
// ones do nothing.
document.addEventListener("click", (ev) => {
    const link = ev.target.closest(".oe_website_sale a.a-submit");
    if (!link || ev.defaultPrevented) {
        return;
    }
    ev.preventDefault();
    if (!link.classList.contains("disabled")) {
        link.closest("form")?.requestSubmit();
    }
});

// The shop's catalogue (website_sale's /shop markup) -----------------------

// As website_sale's widgets do on /shop: a filter changed (the attributes
// form's boxes and lists) applies at once, and a category of the filmstrip
// (its <li data-link-href>) is a link; the products dim until the next page.
function dimProducts() {
    document.querySelector(".o_wsale_products_grid_table_wrapper")?.classList.add("opacity-50");
}

document.addEventListener("change", (ev) => {
    const form = ev.target.closest("form.js_attributes");
    if (!form || !ev.target.matches("input, select")) {
        return;
    }
    dimProducts();
    form.submit();
});

// The filmstrip scrolls when dragged with the mouse (touch and trackpads
// scroll it natively); a drag is not a click on the category under it.
let filmstripDrag = null;

document.addEventListener("mousedown", (ev) => {
    const strip = ev.target.closest(".o_wsale_filmstip_wrapper");
    filmstripDrag = strip && { strip, x: ev.pageX, left: strip.scrollLeft, moved: false };
});
document.addEventListener("mousemove", (ev) => {
    if (!filmstripDrag || !(ev.buttons & 1)) {
        return;
    }
    ev.preventDefault();
    filmstripDrag.moved = true;
    filmstripDrag.strip.classList.add("activeDrag");
    filmstripDrag.strip.scrollLeft = filmstripDrag.left - (ev.pageX - filmstripDrag.x) * 2;
});
document.addEventListener("mouseup", () => filmstripDrag?.strip.classList.remove("activeDrag"));
document.addEventListener("click", (ev) => {
    const link = ev.target.closest(".o_wsale_products_page [data-link-href]");
    if (!link) {
        return;
    }
    const dragged = filmstripDrag?.moved && filmstripDrag.strip.contains(link);
    filmstripDrag = null;
    if (!dragged) {
        dimProducts();
        window.location.href = link.dataset.linkHref;
    }
});

// The product page's reviews (website_sale's "Discussion and Rating"): the
// stars under the product's name link to them, unfolded, as website_sale's
// widget does; the link's own jump to them follows.
document.addEventListener("click", (ev) => {
    const link = ev.target.closest("a.o_product_page_reviews_link");
    const reviews = link && document.getElementById("o_product_page_reviews_content");
    if (reviews && !reviews.classList.contains("show")) {
        toggleCollapse(link, reviews);
    }
});
