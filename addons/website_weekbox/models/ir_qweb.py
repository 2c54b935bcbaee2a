import re

from markupsafe import Markup

from odoo import models

from .website import DIST_URL

# A mount point's list of its widget's chunks (website_weekbox.mount_point).
PRELOAD_LIST = re.compile(r' data-preload="([^"]*)"')
# A mount point's stylesheets, as website_weekbox.mount_point writes them:
# linked before it (link_styles) or preloaded after it.
WIDGET_STYLE_LINK = re.compile(
    r'<link rel="(stylesheet|preload" as="style)" href="(%s[^"]*)"/>' % re.escape(DIST_URL))


def without_repeated_preloads(page):
    """`page` with each chunk listed once, on the first mount point needing it."""
    seen = set()

    def new_only(match):
        listed = [url for url in match.group(1).split() if url not in seen]
        seen.update(listed)
        return ' data-preload="%s"' % ' '.join(listed) if listed else ''
    return PRELOAD_LIST.sub(new_only, page)


def without_repeated_style_links(page):
    """`page` with each widget stylesheet linked once and preloaded at most
    once, and not preloaded after it is linked: a page's widgets share their
    stylesheets (the header's three widgets each listed all three, a product
    page sent 36 preloads of 3 files)."""
    linked, preloaded = set(), set()

    def new_only(match):
        kind, url = match.groups()
        if kind == 'stylesheet':
            if url in linked:
                return ''
            linked.add(url)
        else:
            if url in linked or url in preloaded:
                return ''
            preloaded.add(url)
        return match.group(0)
    return WIDGET_STYLE_LINK.sub(new_only, page)


class IrQweb(models.AbstractModel):
    _inherit = 'ir.qweb'

    def _render(self, template, values=None, **options):
        page = super()._render(template, values, **options)
        # Each mount point lists its widget's chunks, and the widgets of a
        # page share most of them (a product page: 60 chunks in 178 entries).
        # The runtime reads every list of the page at once, so each chunk is
        # kept on its first mount point only. Done on the page as sent, not
        # while rendering: the header and the footer are cached apart from the
        # page they were first rendered in, and must keep every chunk they need.
        # The same for the widgets' stylesheets.
        if isinstance(page, Markup) and page.count(' data-widget="') > 1:
            page = Markup(without_repeated_style_links(without_repeated_preloads(str(page))))
        return page

    def _post_processing_att(self, tagName, atts):
        chosen = self.env.context.get('weekbox_image_loading')
        if tagName == 'img' and chosen and not atts.get('data-no-post-process'):
            # Before the website's default (it sets `loading` only when absent).
            atts = {**atts, **{name: value for name, value in chosen.items() if not atts.get(name)}}
        return super()._post_processing_att(tagName, atts)
