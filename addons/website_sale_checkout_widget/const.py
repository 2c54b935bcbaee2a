"""The checkout's delivery date rules that are constants of the spec (§5.2, §9.2),
shared with the shop-delivery-date widget (widgets/shop/delivery-date/utils/delivery-hours.ts)."""

# Delivery hours: 10:00 to 18:00, one an hour. An hour H stands for the time
# H:00 of the day, in the website's delivery time zone.
FIRST_DELIVERY_HOUR = 10
LAST_DELIVERY_HOUR = 18
DELIVERY_HOURS = tuple(range(FIRST_DELIVERY_HOUR, LAST_DELIVERY_HOUR + 1))

# The wall-clock format of /shop/checkout/get_dates' forbidden intervals (its
# `format`, in the spec's date-picker notation) and its strftime spelling.
LOCAL_FORMAT_NAME = 'YYYY-MM-DD HH:mm'
LOCAL_FORMAT = '%Y-%m-%d %H:%M'

DATE_MODES = [
    ('none', "Not asked"),
    ('optional', "Optional"),
    ('required', "Required"),
]
MAX_LEAD_DAYS = 365
MAX_HORIZON_DAYS = 730
DEFAULT_TZ = 'UTC'
