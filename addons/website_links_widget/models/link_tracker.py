import re
from datetime import timedelta

import requests
from urllib3.exceptions import LocationParseError
from werkzeug import urls

from odoo import _, api, fields, models, tools
from odoo.exceptions import AccessError, UserError, ValidationError

from odoo.addons.mail.tools import link_preview

# Only web addresses are tracked (a link is opened by whoever clicks it).
WEB_SCHEMES = ('http', 'https')
SCHEME_RE = re.compile(r'([A-Za-z][A-Za-z0-9+.-]*):')
# 'example.com:8080/x', 'localhost:8069': a host and a port, not a scheme.
HOST_PORT_RE = re.compile(r'(localhost|[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+):[0-9]{1,5}(/|\?|#|$)')
# Characters browsers drop from a URL before reading it ('java\tscript:').
URL_IGNORED_RE = re.compile(r'[\t\n\r]')
URL_MAX_LENGTH = 2048
# A code is the last part of the short URL (/r/<code>).
CODE_RE = re.compile(r'[A-Za-z0-9_-]{1,64}')
RECENT_FILTERS = ('newest', 'most-clicked', 'recently-used')
# The spec's recent links limit (§9.5).
RECENT_LIMIT = 20
# The link fields the widgets read (Odoo's routes answer all of them).
LINK_FIELDS = ['id', 'url', 'title', 'short_url', 'short_url_host', 'code', 'count',
               'campaign_id', 'medium_id', 'source_id', 'redirected_url']
# A new link's page is read once (Odoo's link preview reads it anyway), this long at most.
PAGE_TIMEOUT_SECONDS = 3
# Some sites refuse a client that does not say it is a browser (Odoo's link preview says the same).
PAGE_HEADERS = {'User-Agent': 'Mozilla/5.0 (Windows NT 10.0; rv:91.0) Gecko/20100101 Firefox/91.0'}
# The statistics' periods: all time, then the last 30 and 7 days (§9.5).
STATISTICS_PERIODS = (('all', None), ('last_30_days', 30), ('last_7_days', 7))


class LinkTracker(models.Model):
    _inherit = 'link.tracker'

    @api.model
    def _weekbox_web_url(self, url):
        """`url` as the link will hold it, once checked: a web address
        (http, https; without a scheme Odoo makes it http; a path of this
        site is made absolute), never a javascript:, data:, mailto:... one,
        which Odoo 17 turned into 'http://javascript:...'. '' for none."""
        if url in (None, False):
            return ''
        if not isinstance(url, str):
            raise ValidationError(_("The URL must be text."))
        text = URL_IGNORED_RE.sub('', url).strip()
        if not text:
            return ''
        if len(text) > URL_MAX_LENGTH or any(ord(char) < 32 or ord(char) == 127 for char in text):
            raise UserError(_("This URL is not valid."))
        if text.startswith('/') and not text.startswith('//'):
            return self.get_base_url() + text
        scheme = SCHEME_RE.match(text)
        if scheme and not HOST_PORT_RE.match(text):
            if scheme.group(1).lower() not in WEB_SCHEMES:
                raise UserError(_("Only web addresses (http:// or https://) can be tracked."))
            if not urls.url_parse(text).netloc:
                raise UserError(_("This URL is not valid."))
        return text

    @api.model
    def _weekbox_search_or_create(self, vals):
        """Odoo's search_or_create for a web URL (_weekbox_web_url) and its
        trackers, a new link named after its page's title; an empty link.tracker
        when the page answers 404 (the spec's 'URL not found (404)'). A page
        that cannot be read (no answer, a time-out) does not stop the link."""
        vals = dict(vals, url=tools.validate_url(vals['url']))
        domain = [(name, '=', vals.get(name) or False) for name in ('url', 'campaign_id', 'medium_id', 'source_id')]
        link = self.search(domain, limit=1)
        if link:
            return link
        page = self._weekbox_read_page(vals['url'])
        if not page['found']:
            return self.browse()
        return self.create(dict(vals, title=page['title']))

    @api.model
    def _weekbox_read_page(self, url):
        """One request to a new link's page: {'found': False} when it answers
        404, else {'found': True, 'title': its title (Odoo's preview reading),
        else the URL}."""
        try:
            response = requests.get(url, timeout=PAGE_TIMEOUT_SECONDS, headers=PAGE_HEADERS, allow_redirects=True,
                                    stream=True)
        except (requests.exceptions.RequestException, LocationParseError, ValueError):
            return {'found': True, 'title': url}
        with response:
            if response.status_code == 404:
                return {'found': False}
            preview = False
            if response.ok and response.headers.get('Content-Type', '').startswith('text/html'):
                preview = link_preview.get_link_preview_from_html(url, response)
        return {'found': True, 'title': (preview and preview.get('og_title')) or url}

    def _weekbox_check_code_owner(self):
        """A link's code is changed only by the person who made the link
        (or an administrator): another person's short links stay theirs."""
        user = self.env.user
        for link in self:
            if link.create_uid != user and not user.has_group('base.group_system'):
                raise AccessError(_("Only the person who made this link can change its code."))

    def _weekbox_change_code(self, new_code):
        """Gives the link `new_code` (as Odoo's code editor: the newest code
        is the link's, the older ones keep working). Refused: an empty code,
        one that cannot be part of a URL, one another link holds."""
        self.ensure_one()
        self._weekbox_check_code_owner()
        if not isinstance(new_code, str):
            raise ValidationError(_("The code must be text."))
        code = new_code.strip()
        if not code:
            raise UserError(_("The code cannot be left empty"))
        if not CODE_RE.fullmatch(code):
            raise UserError(_("A code holds letters, digits, '-' and '_' only (64 at most)."))
        Code = self.env['link.tracker.code'].sudo()
        existing = Code.search([('code', '=', code)], limit=1)
        if existing and existing.link_id != self:
            raise UserError(_("This code is already taken"))
        if existing:
            # Back to one of its older codes: it becomes the link's again.
            existing.unlink()
        Code.create({'code': code, 'link_id': self.id})
        return code

    @api.model
    def _weekbox_recent_links(self, filter_name, limit):
        """The person's own links (the page says "Your tracked links"), newest,
        most clicked or most recently clicked first, at most RECENT_LIMIT."""
        if filter_name not in RECENT_FILTERS:
            raise ValidationError(_("Unknown filter of recent links."))
        domain = [('create_uid', '=', self.env.uid)]
        if filter_name == 'newest':
            order = 'create_date DESC, id DESC'
        elif filter_name == 'most-clicked':
            domain.append(('count', '!=', 0))
            order = 'count DESC, id DESC'
        else:
            domain.append(('count', '!=', 0))
            order = 'write_date DESC, id DESC'
        return self.search_read(domain, LINK_FIELDS, order=order, limit=min(limit, RECENT_LIMIT))

    def _prepare_weekbox_link_values(self):
        """The link as the statistics widget shows it."""
        self.ensure_one()
        return {
            **self.read(LINK_FIELDS)[0],
            'can_edit_code': self.create_uid == self.env.user or self.env.user.has_group('base.group_system'),
        }

    def _weekbox_now(self):
        """Now, for the statistics' periods (tests pin it by patching this method)."""
        return fields.Datetime.now()

    def _prepare_weekbox_statistics(self, now=None):
        """The link's clicks by day and by country, for all time, the last 30
        and the last 7 days before `now` (default: now)."""
        self.ensure_one()
        now = now or self._weekbox_now()
        Click = self.env['link.tracker.click']
        statistics = {}
        for key, days in STATISTICS_PERIODS:
            domain = [('link_id', '=', self.id)]
            if days:
                domain.append(('create_date', '>=', now - timedelta(days=days)))
            by_day = Click._read_group(domain, ['create_date:day'], ['__count'], order='create_date:day')
            by_country = Click._read_group(domain, ['country_id'], ['__count'])
            statistics[key] = {
                'clicks': sum(count for _day, count in by_day),
                'by_date': [{'date': day.strftime('%Y-%m-%d'), 'count': count} for day, count in by_day if day],
                'by_country': sorted(
                    ({'country': country.name if country else _("Unknown"), 'count': count}
                     for country, count in by_country),
                    key=lambda item: (-item['count'], item['country'])),
            }
        return statistics
