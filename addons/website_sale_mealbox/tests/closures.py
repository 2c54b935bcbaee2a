"""The meal box's closed days in the tests: delivery closures
(website_sale_weekbox) from midnight to midnight in Brussels, the tests'
meal box timezone."""
from datetime import datetime, time, timedelta

import pytz

BRUSSELS = pytz.timezone('Europe/Brussels')


def close_day(env, day, store=None, **values):
    """A delivery closure of the whole of `day` in Brussels (of `store` only when given)."""

    def midnight(value):
        return BRUSSELS.localize(datetime.combine(value, time(0))).astimezone(pytz.utc).replace(tzinfo=None)

    return env['weekbox.delivery.closure'].create({
        'name': 'Closed',
        'date_start': midnight(day),
        'date_end': midnight(day + timedelta(days=1)),
        'mealbox_store_id': store.id if store else False,
        **values,
    })
