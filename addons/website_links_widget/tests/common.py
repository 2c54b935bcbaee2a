import html
import json
import re
from unittest.mock import patch

from odoo.tests import HttpCase, new_test_user

from odoo.addons.website_weekbox.tests.route_calls import RouteCallsMixin


class LinksWidgetCommon(RouteCallsMixin, HttpCase):
    """Two staff members allowed to track links (website designers), each
    with their own links."""

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        groups = 'base.group_user,website.group_website_designer'
        cls.ann = new_test_user(cls.env, login='weekbox_links_ann', groups=groups, password='weekbox_links_ann')
        cls.bob = new_test_user(cls.env, login='weekbox_links_bob', groups=groups, password='weekbox_links_bob')

    def setUp(self):
        super().setUp()
        # A link's page is read over the network (its title, a 404): the
        # tests' links are named after their URL instead, their pages found
        # (a test reading pages puts `read_page` back: test_link_pages.py).
        Link = type(self.env['link.tracker'])
        self.read_page = Link._weekbox_read_page
        self.startPatcher(patch.object(Link, '_get_title_from_url', lambda link, url: url))
        self.startPatcher(patch.object(Link, '_weekbox_read_page', lambda link, url: {'found': True, 'title': url}))

    def widget_props(self, page_html, widget):
        """The data-props of the mount point of `widget` in a page."""
        match = re.search(rf'data-widget="{widget}"\s+data-props="([^"]*)"', page_html)
        self.assertTrue(match, f"no {widget} mount point in the page")
        return json.loads(html.unescape(match.group(1)))

    def login(self, user):
        self.authenticate(user.login, user.login)

    def new_link(self, path='/contactus', **values):
        """A link of the person logged in, made through the link tracker's route."""
        result = self.rpc('/website_links/new', {'url': self.base_url() + path, **values})
        return self.env['link.tracker'].browse(result[0]['id'])
