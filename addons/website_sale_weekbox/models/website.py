"""The delivery calendar every sale-side addon shares: the website's delivery
closures in its local time, and the conversions between the local wall clock
and the UTC Odoo stores. Each area keeps its own rule of which dates it
offers (the checkout: a lead time and a horizon; the meal box: cut-offs)."""
from datetime import datetime, time, timedelta

import pytz

from odoo import models
from odoo.osv import expression


class Website(models.Model):
    _inherit = 'website'

    @staticmethod
    def _weekbox_local_to_utc(day, at, tz):
        """The naive UTC datetime of the time `at` on `day` in `tz` (a time
        the clocks skip is read with the offset before the change)."""
        return tz.localize(datetime.combine(day, at), is_dst=False).astimezone(pytz.utc).replace(tzinfo=None)

    @staticmethod
    def _weekbox_utc_to_local(moment, tz):
        """The naive wall-clock datetime in `tz` of a naive UTC datetime."""
        return pytz.utc.localize(moment).astimezone(tz).replace(tzinfo=None)

    def _weekbox_get_closures(self, first_day, last_day, tz, domain=None):
        """The delivery closures of this website touching the days `first_day`
        to `last_day` (included) of `tz`, by start.

        :param domain: which closures; default: those of every delivery of
            the website (weekbox.delivery.closure._weekbox_general_domain)
        :return: list of (closure, start, end): naive wall-clock datetimes in
            `tz`, end excluded; the closure records sudo
        """
        self.ensure_one()
        Closure = self.env['weekbox.delivery.closure'].sudo()
        closures = Closure.search(expression.AND([
            [
                ('website_id', 'in', [False, self.id]),
                ('date_end', '>', self._weekbox_local_to_utc(first_day, time(0), tz)),
                ('date_start', '<', self._weekbox_local_to_utc(last_day + timedelta(days=1), time(0), tz)),
            ],
            Closure._weekbox_general_domain() if domain is None else domain,
        ]), order='date_start, id')
        return [(
            closure,
            self._weekbox_utc_to_local(closure.date_start, tz),
            self._weekbox_utc_to_local(closure.date_end, tz),
        ) for closure in closures]

    @staticmethod
    def _weekbox_days_closed(intervals):
        """The days that `intervals` ((start, end) naive datetimes, end
        excluded) leave without any hour open, together: a day one closure
        takes from 00:00 to 12:00 and another from 12:00 to midnight is closed.

        :return: set of datetime.date
        """
        days = set()
        merged = []
        for start, end in sorted(intervals):
            if merged and start <= merged[-1][1]:
                merged[-1][1] = max(merged[-1][1], end)
            else:
                merged.append([start, end])
        for start, end in merged:
            # A day is closed when its midnight and the next one are both inside.
            day = start.date() if start.time() == time(0) else start.date() + timedelta(days=1)
            while day < end.date():
                days.add(day)
                day += timedelta(days=1)
        return days
