"""The delivery calendar the sale-side addons share (models/website.py): the
website's closures in its local time, and the days they leave without an
open hour.

Run alone: WEEKBOX_TEST_TAGS=/website_sale_weekbox:TestDeliveryCalendar
"""
from datetime import date, datetime

import pytz

from odoo.tests import TransactionCase, tagged

BRUSSELS = pytz.timezone('Europe/Brussels')


@tagged('post_install', '-at_install')
class TestDeliveryCalendar(TransactionCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        Website = cls.env['website']
        cls.website = Website.create({'name': 'Calendar test website'})
        cls.other = Website.create({'name': 'Calendar test other website'})
        cls.Closure = cls.env['weekbox.delivery.closure']
        cls.Closure.search([]).action_archive()

    def closures(self, first, last):
        return [(closure.name, start, end)
                for closure, start, end in self.website._weekbox_get_closures(first, last, BRUSSELS)]

    def test_closures_of_the_website_in_its_local_time(self):
        self.Closure.create([
            # Saturday 30 March 2030, then Monday 1 April (summer time from the 31st), in UTC.
            {'name': 'Inventory', 'date_start': '2030-03-30 08:00:00', 'date_end': '2030-03-30 10:00:00',
             'website_id': self.website.id},
            {'name': 'Easter Monday', 'date_start': '2030-03-31 22:00:00', 'date_end': '2030-04-01 22:00:00'},
            {'name': 'Elsewhere', 'date_start': '2030-03-30 08:00:00', 'date_end': '2030-03-30 10:00:00',
             'website_id': self.other.id},
            {'name': 'Archived', 'date_start': '2030-03-30 08:00:00', 'date_end': '2030-03-30 10:00:00',
             'active': False},
            {'name': 'Later', 'date_start': '2030-04-03 00:00:00', 'date_end': '2030-04-04 00:00:00'},
        ])
        self.assertEqual(self.closures(date(2030, 3, 29), date(2030, 4, 2)), [
            ('Inventory', datetime(2030, 3, 30, 9, 0), datetime(2030, 3, 30, 11, 0)),
            ('Easter Monday', datetime(2030, 4, 1, 0, 0), datetime(2030, 4, 2, 0, 0)),
        ])
        # A closure ending at the first day's midnight is not of these days.
        self.assertEqual(self.closures(date(2030, 4, 2), date(2030, 4, 2)), [])

    def test_the_days_closures_leave_without_an_open_hour(self):
        closed = self.env['website']._weekbox_days_closed
        self.assertEqual(closed([(datetime(2030, 4, 1), datetime(2030, 4, 2))]), {date(2030, 4, 1)})
        # A morning leaves the day open; two halves close it; a closure across midnight closes no day.
        self.assertEqual(closed([(datetime(2030, 4, 1, 8), datetime(2030, 4, 1, 12))]), set())
        self.assertEqual(closed([(datetime(2030, 4, 1, 12), datetime(2030, 4, 2)),
                                 (datetime(2030, 4, 1), datetime(2030, 4, 1, 12))]), {date(2030, 4, 1)})
        self.assertEqual(closed([(datetime(2030, 4, 1, 18), datetime(2030, 4, 2, 8))]), set())
        self.assertEqual(closed([(datetime(2030, 4, 1, 18), datetime(2030, 4, 5, 8))]),
                         {date(2030, 4, 2), date(2030, 4, 3), date(2030, 4, 4)})
