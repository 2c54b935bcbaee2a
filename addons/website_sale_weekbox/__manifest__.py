{
    'name': 'Weekbox Sale Base',
    'version': '17.0.1.0.0',
    'category': 'Website/eCommerce',
    'summary': "What the Weekbox sale-side addons share: amounts, the order lock, promo codes, cart params, "
               "the delivery calendar",
    'description': """
The ground every Weekbox addon selling on the website stands on (the shop,
the checkout, the meal box, the payment form, the online quotation), so that
none of them reaches into another for a helper:

- amounts as the widgets read them (res.currency: _weekbox_currency_info,
  _weekbox_round);
- the order lock (sale.order._weekbox_lock): concurrent requests on one order
  run one after the other;
- promo codes applied through Odoo's loyalty engine and answered as data
  (sale.order._weekbox_apply_promo_code), with a limit of wrong codes per
  visitor on every route that applies one, Odoo's /shop/pricelist and
  /coupon/<code> included (weekbox.promo.attempt, system parameters
  website_sale_weekbox.promo_attempt_limit_<field>);
- the params of website_sale's cart routes checked (ids, quantities, product
  options): a clear refusal instead of a server error;
- the delivery calendar's records: the days of the week (weekbox.weekday)
  and the delivery closures (weekbox.delivery.closure), and the closures of a
  website in its local time.
""",
    'author': 'Weekbox',
    'license': 'LGPL-3',
    'depends': ['website_sale', 'website_sale_loyalty', 'website_weekbox'],
    'data': [
        'security/ir.model.access.csv',
        'data/weekbox_weekday_data.xml',
        'views/weekbox_delivery_closure_views.xml',
    ],
    'installable': True,
}
