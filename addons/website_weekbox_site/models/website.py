import re

from lxml import etree

from odoo import fields, models, tools
from odoo.http import request

# The snippets a lean page may hold (issue #34): ours, whose widgets load with
# the Weekbox bundle, and Odoo's that are plain HTML and CSS. Any other
# snippet may run a widget of Odoo's frontend bundle (carousels, tabs,
# countdowns, maps, dynamic lists, newsletter popups...): its page keeps that
# bundle.
LEAN_SNIPPETS = frozenset({
    's_weekbox_zip_check', 's_weekbox_countdown', 's_weekbox_our_menu', 's_weekbox_configurator',
    's_title', 's_text_block', 's_banner', 's_cover', 's_text_image', 's_image_text', 's_picture',
    's_three_columns', 's_features', 's_numbers', 's_call_to_action', 's_references', 's_hr',
    's_alert', 's_card', 's_comparisons', 's_company_team', 's_product_list', 's_color_blocks_2',
    's_media_list', 's_showcase', 's_badge', 's_blockquote', 's_rating', 's_process_steps',
    # Run by the lean page's own script (static/src/lean/lean_chrome.js).
    's_popup',
})
# Page content hooks of Odoo's frontend JS outside snippets: on-appear
# animations (hidden until Odoo's widget shows them), Bootstrap's JS
# components other than the dropdowns, collapses and offcanvas panels the lean
# page's own script handles.
ODOO_JS_HOOKS = (
    (re.compile(r'\bo_animate\b'), "an animation (o_animate) of Odoo's"),
    (re.compile(r'data-bs-toggle="(?!dropdown"|collapse"|offcanvas")([\w-]+)"'), "a Bootstrap {0} of Odoo's"),
    (re.compile(r'data-bs-ride='), "a Bootstrap carousel of Odoo's"),
    # website's plausible.js sends these events (a 404, a sale's steps).
    (re.compile(r'\bjs_plausible_push\b'), "a Plausible event sent by Odoo's JS"),
)
SNIPPET = re.compile(r'data-snippet="([\w-]+)"')
# The templates a lean page's own view may call: the layout (whose header,
# footer and shared blocks are judged apart).
T_CALL = re.compile(r't-call="([^"]+)"')
LEAN_CALLS = frozenset({'website.layout'})
# The website's custom code (Settings > custom <head> and end of <body> code)
# is rendered on a lean page too; a script of it that uses Odoo's frontend JS
# (the odoo object, its modules, jQuery, public widgets) would break there.
# Erring on the safe side: a mention is enough to keep the bundle.
ODOO_JS_IN_CUSTOM_CODE = re.compile(r'\bodoo\b|@web/|@website/|\bjQuery\b|\$\(|publicWidget', re.IGNORECASE)
# website.layout's header options whose behaviour is Odoo's JS.
ODOO_JS_HEADER_VIEWS = (
    ('website.header_visibility_fixed', "the header's 'always visible' effect"),
    ('website.header_visibility_disappears', "the header's 'disappears' effect"),
    ('website.header_visibility_fade_out', "the header's 'fade out' effect"),
    ('website.header_hoverable_dropdown', "the header's dropdowns opening on hover"),
)


class Website(models.Model):
    _inherit = 'website'

    weekbox_lean_pages = fields.Boolean(
        string="Lean visitor pages", default=True,
        help="Visitors' pages whose interactive parts are all Weekbox widgets do not load "
             "Odoo's frontend JavaScript bundle. Editors and staff always get it.")

    def _weekbox_lean_page_keys(self):
        """The home page is the Weekbox blocks' (website_weekbox's override
        point); the login page is a plain form whose submit lean_chrome.js
        guards as Odoo's signin widget does."""
        return super()._weekbox_lean_page_keys() | {'website.homepage', 'web.login'}

    def _weekbox_lean_reasons(self, main_object=None, editable=False, translatable=False, template_key=None):
        """Why this request's page must load Odoo's frontend bundle: an empty
        list when it is lean (web.assets_frontend_lazy not called). Called
        by website.layout before <head>, whose cache key holds the answer.
        `template_key`: the key of the template the request renders (QWeb's
        `xmlid`), which names a controller's page; a website.page is named by
        its own key."""
        self.ensure_one()
        if not self.weekbox_lean_pages:
            # Off: nothing else is read, on any page.
            return ["the website's 'Lean visitor pages' setting is off"]
        if not request:
            return ["no request"]
        reasons = []
        if request.env.user._is_internal():
            reasons.append("staff (editors, translators) get Odoo's editor and its bundle")
        if editable or translatable or request.params.get('enable_editor') or request.params.get('edit_translations'):
            reasons.append("edit or translate mode")
        if 'assets' in (request.session.debug or ''):
            reasons.append("debug=assets")
        # The page's key and view: the visitor reads neither.
        page = main_object.sudo() if main_object and main_object._name == 'website.page' else None
        key = page.key if page else template_key
        # A content page (website.page: the home page, contact us, pages editors
        # make) is judged by its content alone; a controller's page must be one
        # whose widgets are ours.
        if not page and (not key or key not in self._weekbox_lean_page_keys()):
            reasons.append("not a page Weekbox widgets own (%s)" % (key or 'no template'))
        else:
            # This website's view of the page (its own copy once an editor changed it).
            view = page.view_id if page else self.with_context(website_id=self.id).viewref(key)
            reasons += self._weekbox_lean_content_reasons(view.id)
            if key not in self._weekbox_lean_page_keys():
                # A content page of no Weekbox area: what it calls is not known.
                reasons += self._weekbox_lean_call_reasons(view.id)
            reasons += self._weekbox_lean_record_reasons(main_object)
            reasons += self._weekbox_lean_page_reasons(key, main_object)
            reasons += self._weekbox_lean_shared_reasons()
        reasons += self._weekbox_lean_site_reasons()
        return reasons

    @tools.ormcache('self.id', 'view_id', cache='templates')
    def _weekbox_lean_content_reasons(self, view_id):
        """What in the page's content (its view with the views inheriting it,
        as this website renders them) needs Odoo's frontend JS. Cached with
        the templates: saving a page in the editor clears it. The blocks
        rendered for some records only (`_weekbox_lean_record_blocks`) are
        left out: their addon judges them per record, outside this cache."""
        view = self.env['ir.ui.view'].sudo().with_context(website_id=self.id).browse(view_id)
        arch = view._get_combined_arch()
        for xpath in self._weekbox_lean_record_blocks():
            for block in arch.xpath(xpath):
                block.getparent().remove(block)
        return self._weekbox_lean_arch_reasons(etree.tostring(arch, encoding='unicode'))

    @tools.ormcache('self.id', 'view_id', cache='templates')
    def _weekbox_lean_call_reasons(self, view_id):
        """The templates a content page calls besides the layout: what they
        render is not in the page's content, so not known to work without
        Odoo's JS. (The pages of `_weekbox_lean_page_keys` are known.)"""
        view = self.env['ir.ui.view'].sudo().with_context(website_id=self.id).browse(view_id)
        arch = etree.tostring(view._get_combined_arch(), encoding='unicode')
        return tuple("the page calls the template %s" % called
                     for called in sorted(set(T_CALL.findall(arch)) - LEAN_CALLS))

    def _weekbox_lean_record_reasons(self, record):
        """What the record a controller's page shows (a product...) holds in
        the HTML content editors write (its description's blocks) that needs
        Odoo's frontend JS."""
        if not record or record._name in ('website.page', 'ir.ui.view'):
            return ()
        record = record.sudo()
        return self._weekbox_lean_arch_reasons(''.join(
            str(record[name] or '') for name, field in record._fields.items() if field.type == 'html'))

    @tools.ormcache('self.id', cache='templates')
    def _weekbox_lean_shared_reasons(self):
        """The blocks shown on every page (#o_shared_blocks: a popup "on all
        pages" is saved there, in this website's copy of website.layout or a
        view extending it) that need Odoo's frontend JS."""
        views = self.env['ir.ui.view'].sudo().search([
            ('website_id', '=', self.id), ('type', '=', 'qweb'), ('arch_db', 'ilike', 'o_shared_blocks')])
        return tuple("on every page: %s" % reason
                     for reason in self._weekbox_lean_arch_reasons(''.join(views.mapped('arch_db'))))

    def _weekbox_lean_snippets(self):
        """The snippets a lean page may hold (LEAN_SNIPPETS); an addon whose
        widget takes over one of Odoo's snippets adds it."""
        return LEAN_SNIPPETS

    def _weekbox_lean_arch_reasons(self, content):
        reasons = []
        for snippet in sorted(set(SNIPPET.findall(content)) - self._weekbox_lean_snippets()):
            reasons.append("the snippet %s is not known to work without Odoo's JS" % snippet)
        for pattern, reason in ODOO_JS_HOOKS:
            for match in sorted(set(pattern.findall(content))):
                reasons.append(reason.format(match))
        return tuple(reasons)

    def _weekbox_lean_site_reasons(self):
        """What every page of this website carries that needs Odoo's JS.
        The cookie bar is not among them: lean_chrome.js runs it as Odoo's
        popup widget does (the same cookie, read by the server)."""
        reasons = []
        # website_livechat's frontend (not website_livechat_widget's) on the site.
        if 'channel_id' in self._fields and self.channel_id and not self._weekbox_livechat_is_ours():
            reasons.append("the live chat is Odoo's")
        if any(ODOO_JS_IN_CUSTOM_CODE.search(code or '') for code in (self.custom_code_head, self.custom_code_footer)):
            reasons.append("the website's custom code uses Odoo's JS")
        return reasons + list(self._weekbox_lean_layout_reasons())

    @tools.ormcache('self.id', cache='templates')
    def _weekbox_lean_layout_reasons(self):
        """The header's options and menus that need Odoo's JS. Cached with the
        templates (a view switched on or off, a menu saved clear it), not read
        again on every page."""
        website = self.with_context(website_id=self.id)
        reasons = [reason for key, reason in ODOO_JS_HEADER_VIEWS if website.is_view_active(key)]
        if self.menu_id.child_id.filtered('is_mega_menu'):
            reasons.append("a mega menu of Odoo's")
        return tuple(reasons)
