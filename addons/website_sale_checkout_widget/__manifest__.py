{
    'name': 'Weekbox Checkout Widgets',
    'version': '17.0.1.1.0',
    'category': 'Website/eCommerce',
    'summary': "The Weekbox React widgets of the checkout's delivery: delivery methods, pick-up or home "
               "delivery, delivery date and time",
    'description': """
On /shop/payment, website_sale's list of delivery methods becomes the
shop-checkout-delivery widget (website_weekbox): one call rates every method,
a choice answers the order's amounts as numbers, and customers choose between
picking up in store (website_sale_picking's on-site methods) and home delivery
when both are offered. Odoo's websiteSaleDelivery widget is narrowed to pages
without it (static/src/js/checkout_delivery.js).

The shop-delivery-date widget asks for a delivery date and time, stored in the
order's commitment date. The website's settings give the lead time, the
booking horizon, the days of the week without deliveries and whether the date
is required; the website's delivery closures (website_sale_weekbox's
weekbox.delivery.closure) take hours or days out. The server checks every
rule again when the date is saved and when the order is paid.

A delivery method may take orders up to an amount only (Maximum order
amount): above it, it is still listed, with the reason it cannot deliver.
""",
    'author': 'Weekbox',
    'license': 'LGPL-3',
    'depends': ['website_sale', 'website_sale_picking', 'delivery', 'website_weekbox', 'website_sale_weekbox'],
    'data': [
        'views/delivery_carrier_views.xml',
        'views/res_config_settings_views.xml',
        'views/checkout_widget_templates.xml',
    ],
    'demo': [
        'data/checkout_demo.xml',
    ],
    'assets': {
        'web.assets_frontend': [
            'website_sale_checkout_widget/static/src/js/checkout_delivery.js',
        ],
    },
    'installable': True,
}
