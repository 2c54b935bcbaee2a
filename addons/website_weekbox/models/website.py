import json
import logging
import os
import re

from markupsafe import Markup

from odoo import api, models
from odoo.http import request
from odoo.modules.module import get_module_path
from odoo.tools import config
from odoo.tools.json import scriptsafe
from odoo.tools.translate import code_translations

_logger = logging.getLogger(__name__)

# Modules whose `odoo-javascript` translations the widgets need.
WIDGET_TRANSLATION_MODULES = ['website_weekbox']
BUNDLE_ENTRY = 'website'
# Where Odoo serves the build (build/build-options.mjs PUBLIC_PATH).
DIST_URL = '/website_weekbox/static/dist/'

# A `{name}` placeholder of a widget string (widgets/core/i18n/translate.ts).
PLACEHOLDER = re.compile(r'\{(\w+)\}')

# (module, lang) -> {source: translation} of the widgets' catalogue (code
# translations are read once per process, as Odoo's own are).
_widget_messages = {}

# (path, mtime) -> parsed manifest: the build rewrites the file, so the mtime
# is enough to notice a new build without restarting Odoo.
_manifest_cache = {}
# The manifest mtime the last request of this process saw (see ir.http).
_seen_manifest_mtime = [None]


def _manifest_path():
    return os.path.join(get_module_path('website_weekbox'), 'static', 'dist', 'manifest.json')


def _manifest_mtime():
    try:
        return os.path.getmtime(_manifest_path())
    except OSError:
        return None


# `--dev` modes in which Odoo keeps running while the code changes: only
# there can a new widget build arrive without a restart.
RELOAD_DEV_MODES = ('reload', 'xml', 'all')


def picks_up_new_builds():
    """Whether this process looks for a new widget build at each request: in
    Odoo's dev mode (`--dev=reload`, `xml` or `all`) only. A production
    deploy restarts Odoo, which starts with empty template caches."""
    return any(mode in config['dev_mode'] for mode in RELOAD_DEV_MODES)


def bundle_changed_since_last_request():
    """True once after each new build (not at the first request of the process,
    whose template cache is empty anyway). One stat() per request."""
    mtime = _manifest_mtime()
    previous, _seen_manifest_mtime[0] = _seen_manifest_mtime[0], mtime
    return previous is not None and previous != mtime


def _read_bundle_manifest():
    path = _manifest_path()
    mtime = _manifest_mtime()
    if mtime is None:
        return None
    key = (path, mtime)
    if key not in _manifest_cache:
        with open(path, encoding='utf-8') as manifest_file:
            _manifest_cache.clear()
            _manifest_cache[key] = json.load(manifest_file)
    return _manifest_cache[key]


class Website(models.Model):
    _inherit = 'website'

    def _weekbox_lean_page_keys(self):
        """The pages whose interactive parts are all Weekbox widgets, by the
        key of the template they render: a website.page's view key, or the
        template a controller renders (request.render's). Such a page may be a
        lean visitor page (website_weekbox_site: no Odoo frontend bundle) when
        nothing else on it needs Odoo's JS. Override point for the addons that
        take a page over; defined here, the module they all depend on, so they
        extend it whether the lean pages' addon is installed or not."""
        return set()

    def _weekbox_lean_page_reasons(self, key, main_object):
        """What on a page of `_weekbox_lean_page_keys` (by its template's
        `key`; `main_object`: the record the page shows) is still Odoo's and
        needs Odoo's frontend JS, as sentences for the page's debug note: the
        taking-over addon's part of the decision, beside the content and
        site-wide checks of website_weekbox_site."""
        return []

    def _weekbox_lean_record_blocks(self):
        """XPaths of the blocks of a page of `_weekbox_lean_page_keys` that it
        renders for some records only (a t-if on the record it shows: a
        product's alternative products): website_weekbox_site's content scan,
        cached per view, leaves them out; the taking-over addon judges them
        per record in `_weekbox_lean_page_reasons`."""
        return ()

    @api.model
    def _weekbox_bundle(self):
        """Script and stylesheet URLs of the widget entry, from the build manifest.

        Returns None when the widgets were never built, so pages still render
        (without widgets) and the log says what to do.
        """
        manifest = _read_bundle_manifest()
        entry = manifest and manifest.get('entries', {}).get(BUNDLE_ENTRY)
        if not entry:
            _logger.warning("Weekbox widgets are not built: run `npm run build` (no static/dist/manifest.json)")
            return None
        base = DIST_URL
        return {
            'script': base + entry['file'],
            'preload': [base + chunk for chunk in entry.get('imports', [])],
            'css': [base + css for css in entry.get('css', [])],
        }

    def _weekbox_entry_script(self, name):
        """URL of the build's page entry `name` (build/build-options.mjs
        PAGE_ENTRIES: "lean-chrome" is website_weekbox_site's lean pages'
        script, minified), or None when the build has none."""
        manifest = _read_bundle_manifest()
        entry = manifest and manifest.get('entries', {}).get(name)
        return entry and DIST_URL + entry['file']

    @api.model
    def _weekbox_widget_preloads(self, widget, strategy=None):
        """URLs of the chunks and stylesheets `widget` needs beyond the entry's,
        for its mount point: the chunks listed on it (data-preload) for the
        runtime to ask for at once when it finds it, the stylesheets preloaded
        beside it, instead of one import level after another once the widget's
        own module has arrived (three round trips deep otherwise).

        None for a widget mounted when it becomes visible (`strategy`, or the
        widget's default), which may never be: its code is not fetched ahead.
        Static for a build, so it may sit in cached templates (the header).
        """
        manifest = _read_bundle_manifest()
        preloads = manifest and manifest.get('widgets', {}).get(widget)
        if not preloads or (strategy or preloads.get('strategy')) == 'visible':
            return None
        base = DIST_URL
        return {
            'js': [base + chunk for chunk in preloads.get('js', [])],
            'css': [base + css for css in preloads.get('css', [])],
        }

    def _weekbox_page_config(self):
        """What every widget on the page needs before its first render.

        Rendered inside website.layout's <head>, which Odoo caches per page,
        language and website: nothing here may depend on the visitor.
        """
        self.ensure_one()
        lang = request.lang.code if request and request.lang else self.env.lang or 'en_US'
        translations_hash = self.env['ir.http'].get_web_translations_hash(WIDGET_TRANSLATION_MODULES, lang)
        mods = ','.join(WIDGET_TRANSLATION_MODULES)
        return {
            'lang': lang,
            'translationsUrl': f'/web/webclient/translations/{translations_hash}?mods={mods}&lang={lang}',
            'websiteId': self.id,
            'loginUrl': '/web/login',
        }

    @api.model
    def _weekbox_t(self, source, **values):
        """A widget's string in the language being rendered, as the widget will
        show it: its translation in the widgets' catalogue (the `odoo-javascript`
        entries of WIDGET_TRANSLATION_MODULES, what /web/webclient/translations
        serves them), its `{name}` placeholders filled from `values`. For what
        a widget's server-rendered placeholder shows: one wording, one
        translation, and the text does not change when the widget mounts."""
        lang = self.env.lang or 'en_US'
        translated = source
        for module in WIDGET_TRANSLATION_MODULES:
            if (module, lang) not in _widget_messages:
                messages = code_translations.get_web_translations(module, lang).get('messages', ())
                _widget_messages[(module, lang)] = {message['id']: message['string'] for message in messages}
            if _widget_messages[(module, lang)].get(source):
                translated = _widget_messages[(module, lang)][source]
                break
        return PLACEHOLDER.sub(
            lambda match: str(values[match.group(1)]) if match.group(1) in values else match.group(0), translated)

    def _weekbox_livechat_is_ours(self):
        """Whether the website's live chat button is a Weekbox widget
        (website_livechat_widget overrides this) rather than Odoo's, which
        runs in Odoo's frontend bundle: a lean page needs ours."""
        return False

    def _weekbox_page_config_json(self, config=None):
        # scriptsafe escapes <, > and & so the JSON cannot close its <script>.
        return Markup(scriptsafe.dumps(config or self._weekbox_page_config()))
