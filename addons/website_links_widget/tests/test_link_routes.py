from odoo.tests import new_test_user, tagged

from odoo.addons.website_links_widget.tests.common import LinksWidgetCommon

NOT_WEB = "Only web addresses (http:// or https://) can be tracked."


@tagged('post_install', '-at_install')
class TestLinkRoutes(LinksWidgetCommon):

    def test_only_web_addresses_are_tracked(self):
        self.login(self.ann)
        for url in ('javascript:alert(1)', 'JavaScript:alert(1)', ' java\tscript:alert(1)', 'java\nscript:x',
                    'data:text/html,<b>x</b>', 'mailto:ann@example.com', 'ftp://example.com/file',
                    'vbscript:msgbox', 'file:///etc/passwd'):
            with self.subTest(url=url):
                self.rpc_error('/website_links/new', {'url': url}, name='UserError', message=NOT_WEB)
        self.rpc_error('/website_links/new', {'url': 'http:///nohost'}, name='UserError')
        self.assertFalse(self.env['link.tracker'].search([('url', 'ilike', 'script')]))
        self.assertEqual(self.rpc('/website_links/new', {'url': '  '}), {'error': 'empty_url'})
        link = self.new_link('/shop')
        self.assertEqual(link.url, self.base_url() + '/shop')
        result = self.rpc('/website_links/new', {'url': '/shop'})
        self.assertEqual(result[0]['id'], link.id)
        result = self.rpc('/website_links/new', {'url': 'www.example.com:8080/box'})
        self.assertEqual(result[0]['url'], 'http://www.example.com:8080/box')

    def test_a_link_takes_only_its_trackers(self):
        self.login(self.ann)
        campaign = self.rpc('/website_links/weekbox/utm_create', {'kind': 'campaign', 'name': 'Spring boxes'})
        link = self.new_link(campaign_id=campaign['id'])
        self.assertEqual(link.campaign_id.name, 'Spring boxes')
        data = self.rpc_error('/website_links/new', {'url': self.base_url() + '/shop', 'count': 99})
        self.assertEqual(data['message'], 'Unknown parameter(s): count')
        self.rpc_error('/website_links/new', {'url': self.base_url() + '/shop', 'campaign_id': 999999999},
                       name='ValidationError')

    def test_codes_change_only_by_their_creator_to_a_free_one(self):
        self.login(self.ann)
        mine = self.new_link('/shop')
        other = self.new_link('/contactus')
        self.rpc_error('/website_links/add_code', {'init_code': mine.code, 'new_code': '  '},
                       name='UserError', message='The code cannot be left empty')
        self.rpc_error('/website_links/add_code', {'init_code': mine.code, 'new_code': other.code},
                       name='UserError', message='This code is already taken')
        self.rpc_error('/website_links/add_code', {'init_code': mine.code, 'new_code': 'no spaces please'},
                       name='UserError')
        self.assertEqual(self.rpc('/website_links/add_code', {'init_code': mine.code, 'new_code': 'spring-box'}),
                         [{'code': 'spring-box', 'link_id': mine.id}])
        mine.invalidate_recordset()
        self.assertEqual(mine.code, 'spring-box')
        self.assertEqual(self.url_open('/r/spring-box', allow_redirects=False).status_code, 301)
        # Bob may not re-code Ann's link, nor take her code.
        self.login(self.bob)
        self.rpc_error('/website_links/add_code', {'init_code': 'spring-box', 'new_code': 'bobs-box'},
                       name='AccessError', message='Only the person who made this link can change its code.')
        mine.invalidate_recordset()
        self.assertEqual(mine.code, 'spring-box')

    def test_recent_links_are_the_persons_own(self):
        self.login(self.ann)
        first = self.new_link('/shop')
        second = self.new_link('/contactus')
        self.env['link.tracker.click'].sudo().create({'link_id': first.id})
        self.login(self.bob)
        self.new_link('/')
        self.login(self.ann)
        newest = self.rpc('/website_links/recent_links', {'filter': 'newest', 'limit': 20})
        self.assertEqual([link['id'] for link in newest], [second.id, first.id])
        clicked = self.rpc('/website_links/recent_links', {'filter': 'most-clicked', 'limit': 20})
        self.assertEqual([link['id'] for link in clicked], [first.id])
        self.rpc_error('/website_links/recent_links', {'filter': 'everything', 'limit': 20}, name='ValidationError')
        self.rpc_error('/website_links/recent_links', {'filter': 'newest', 'limit': 21}, name='ValidationError')

    def test_utm_pickers_search_and_create(self):
        self.login(self.ann)
        made = self.rpc('/website_links/weekbox/utm_create', {'kind': 'source', 'name': 'Weekbox newsletter'})
        again = self.rpc('/website_links/weekbox/utm_create', {'kind': 'source', 'name': 'weekbox NEWSLETTER'})
        self.assertEqual(made, again)
        found = self.rpc('/website_links/weekbox/utm_search', {'kind': 'source', 'search': 'newsletter'})
        self.assertIn(made, found)
        found = self.rpc('/website_links/weekbox/utm_search', {'kind': 'source', 'search': 'weekbox news'})
        self.assertEqual(found[0], made)
        self.rpc_error('/website_links/weekbox/utm_create', {'kind': 'campaign', 'name': '   '})
        self.rpc_error('/website_links/weekbox/utm_search', {'kind': 'partner', 'search': ''}, name='ValidationError')

    def test_visitors_and_customers_have_no_link_tracker(self):
        # A visitor: asked to log in (Odoo's session expired answer, which the widgets know).
        error = self.rpc_raw('/website_links/new', {'url': 'https://example.com'})['error']
        self.assertEqual((error['code'], error['data']['name']), (100, 'odoo.http.SessionExpiredException'))
        self.assertNotIn('debug', error['data'])
        new_test_user(self.env, login='links_portal', groups='base.group_portal')
        self.authenticate('links_portal', 'links_portal')
        self.rpc_error('/website_links/new', {'url': 'https://example.com'})
        self.rpc_error('/website_links/weekbox/utm_create', {'kind': 'campaign', 'name': 'Portal campaign'})

    def test_the_pages_are_widgets(self):
        self.login(self.ann)
        page = self.url_open('/r').text
        self.assertIn('data-widget="link-tracker"', page)
        self.assertNotIn('o_website_links_create_tracked_url', page)
        link = self.new_link('/shop')
        page = self.url_open(f'/r/{link.code}+').text
        self.assertIn('data-widget="link-statistics"', page)
        self.assertNotIn('o_website_links_chart', page)
