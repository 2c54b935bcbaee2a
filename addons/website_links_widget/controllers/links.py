from odoo import _, http
from odoo.exceptions import ValidationError
from odoo.http import request

from odoo.addons.website_links.controller.main import WebsiteUrl
from odoo.addons.website_links_widget.models.link_tracker import LINK_FIELDS, RECENT_LIMIT
from odoo.addons.website_weekbox.params import as_id, as_int, as_text

# The UTM pickers: which model each searches and creates.
UTM_MODELS = {'campaign': 'utm.campaign', 'medium': 'utm.medium', 'source': 'utm.source'}
UTM_SEARCH_LIMIT = 30
UTM_NAME_MAX_LENGTH = 100


class WeekboxWebsiteUrl(WebsiteUrl):

    def _weekbox_utm(self, model_name, value, what):
        """A campaign, medium or source id that exists (none: False)."""
        record_id = as_id(value, what, required=False, default=False)
        if record_id and not request.env[model_name].browse(record_id).exists():
            raise ValidationError(_("Invalid %(what)s reference.", what=what))
        return record_id

    @http.route(weekbox_rpc=True)
    def create_shorten_url(self, url=None, campaign_id=None, medium_id=None, source_id=None):
        """Odoo's tracked link for a URL and its campaign, medium and source
        (the same link again for the same four), once checked: a web address
        only (link.tracker._weekbox_web_url), existing UTMs, no other field
        (Odoo passed any param on to the link it creates), a page that is
        not a 404 (link.tracker._weekbox_search_or_create)."""
        Link = request.env['link.tracker']
        url = Link._weekbox_web_url(url)
        if not url:
            return {'error': 'empty_url'}
        vals = {
            'url': url,
            'campaign_id': self._weekbox_utm('utm.campaign', campaign_id, _("campaign")),
            'medium_id': self._weekbox_utm('utm.medium', medium_id, _("medium")),
            'source_id': self._weekbox_utm('utm.source', source_id, _("source")),
        }
        link = Link._weekbox_search_or_create(vals)
        if not link:
            return {'error': 'url_not_found'}
        return link.read(LINK_FIELDS)

    @http.route(weekbox_rpc=True)
    def add_code(self, init_code=None, new_code=None):
        """A new code for the link `init_code` names: refused when empty,
        taken by another link, or the link is another person's (Odoo let
        anyone re-code anyone's link, and crashed on a taken code)."""
        init_code = as_text(init_code, _("Code"), 64)
        link = request.env['link.tracker.code'].search([('code', '=', init_code)], limit=1).link_id
        if not link:
            raise ValidationError(_("This link cannot be found."))
        code = link._weekbox_change_code(new_code)
        return [{'code': code, 'link_id': link.id}]

    @http.route(weekbox_rpc=True)
    def recent_links(self, filter=None, limit=RECENT_LIMIT):  # noqa: A002 (Odoo's param name)
        """The person's own recent links (link.tracker._weekbox_recent_links)."""
        limit = as_int(limit, _("Limit"), 1, RECENT_LIMIT)
        return request.env['link.tracker']._weekbox_recent_links(filter, limit)

    @http.route('/website_links/weekbox/utm_search', type='json', auth='user', weekbox_rpc=True)
    def weekbox_utm_search(self, kind=None, search=''):
        """The campaigns, media or sources whose name holds `search`: those
        starting with it first (Odoo's picker's order), at most 30."""
        Model = request.env[self._weekbox_utm_model(kind)]
        search = as_text(search, _("Search"), UTM_NAME_MAX_LENGTH).strip()
        found = Model.search_read([('name', '=ilike', f'{search}%')], ['name'], order='name, id desc',
                                  limit=UTM_SEARCH_LIMIT)
        if search and len(found) < UTM_SEARCH_LIMIT:
            found += Model.search_read(
                [('name', '=ilike', f'%_{search}%'), ('id', 'not in', [item['id'] for item in found])],
                ['name'], order='name, id desc', limit=UTM_SEARCH_LIMIT - len(found))
        return [{'id': item['id'], 'name': item['name']} for item in found]

    @http.route('/website_links/weekbox/utm_create', type='json', auth='user', weekbox_rpc=True)
    def weekbox_utm_create(self, kind=None, name=None):
        """A new campaign, medium or source named `name`; the existing one of
        that name when there is one (Odoo's would make "name [2]")."""
        Model = request.env[self._weekbox_utm_model(kind)]
        name = as_text(name, _("Name"), UTM_NAME_MAX_LENGTH, required=True).strip()
        if not name:
            raise ValidationError(_("The name cannot be left empty."))
        record = Model.search([('name', '=ilike', name)], limit=1)
        if not record:
            values = {'name': name}
            if kind == 'campaign':
                values['is_auto_campaign'] = True
            record = Model.create(values)
        return {'id': record.id, 'name': record.name}

    def _weekbox_utm_model(self, kind):
        if not isinstance(kind, str) or kind not in UTM_MODELS:
            raise ValidationError(_("Unknown kind of tracker: campaign, medium or source."))
        return UTM_MODELS[kind]

    @http.route()
    def statistics_shorten_url(self, code, **post):
        """Odoo's statistics page, with the link and its clicks for the
        statistics widget."""
        response = super().statistics_shorten_url(code, **post)
        qcontext = getattr(response, 'qcontext', None)
        if getattr(response, 'is_qweb', False) and qcontext and qcontext.get('id'):
            link = request.env['link.tracker'].browse(qcontext['id'])
            qcontext['weekbox_link_statistics'] = {
                'link': link._prepare_weekbox_link_values(),
                'statistics': link._prepare_weekbox_statistics(),
            }
        return response
