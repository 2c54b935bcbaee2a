from datetime import datetime, timedelta
from unittest.mock import patch

from odoo.tests import tagged

from odoo.addons.website_links_widget.tests.common import LinksWidgetCommon

NOW = datetime(2026, 3, 15, 12, 0)


@tagged('post_install', '-at_install')
class TestLinkStatistics(LinksWidgetCommon):

    def setUp(self):
        super().setUp()
        Link = type(self.env['link.tracker'])
        self.startPatcher(patch.object(Link, '_weekbox_now', lambda link: NOW))
        self.login(self.ann)
        self.link = self.new_link('/shop')
        belgium, france = self.env.ref('base.be'), self.env.ref('base.fr')
        # Clicks 2, 6, 20 and 45 days before "now", and one 7 days and a minute before.
        for days, minutes, country in ((2, 0, belgium), (6, 0, belgium), (7, 1, france), (20, 0, france),
                                       (45, 0, False)):
            click = self.env['link.tracker.click'].sudo().create({
                'link_id': self.link.id, 'country_id': country and country.id})
            self.env.cr.execute('UPDATE link_tracker_click SET create_date = %s WHERE id = %s',
                                (NOW - timedelta(days=days, minutes=minutes), click.id))
        self.env.invalidate_all()

    def test_clicks_by_period_date_and_country(self):
        statistics = self.link._prepare_weekbox_statistics()
        self.assertEqual({key: period['clicks'] for key, period in statistics.items()},
                         {'all': 5, 'last_30_days': 4, 'last_7_days': 2})
        self.assertEqual(statistics['last_7_days']['by_date'],
                         [{'date': '2026-03-09', 'count': 1}, {'date': '2026-03-13', 'count': 1}])
        self.assertEqual(statistics['last_7_days']['by_country'], [{'country': 'Belgium', 'count': 2}])
        self.assertEqual(statistics['all']['by_country'], [
            {'country': 'Belgium', 'count': 2}, {'country': 'France', 'count': 2}, {'country': 'Unknown', 'count': 1}])
        self.assertEqual([day['date'] for day in statistics['all']['by_date']],
                         ['2026-01-29', '2026-02-23', '2026-03-08', '2026-03-09', '2026-03-13'])

    def test_the_page_holds_them_for_the_widget(self):
        props = self.widget_props(self.url_open(f'/r/{self.link.code}+').text, 'link-statistics')
        self.assertEqual(props['statistics']['last_30_days']['clicks'], 4)
        self.assertTrue(props['link']['can_edit_code'])
        self.login(self.bob)
        props = self.widget_props(self.url_open(f'/r/{self.link.code}+').text, 'link-statistics')
        self.assertFalse(props['link']['can_edit_code'])
