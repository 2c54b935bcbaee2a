{
    'name': 'Weekbox Shop Widgets',
    'version': '17.0.1.1.0',
    'category': 'Website/eCommerce',
    'summary': "The Weekbox React widgets on Odoo's own shop pages: product page, cart, mini cart",
    'description': """
Takes over website_sale's product page buy box and image gallery, the cart
page and the header's cart link (with a mini cart) with Weekbox React widgets
(website_weekbox), mounted into Odoo's own templates. Odoo's own shop widgets
are narrowed so that they never handle an element a React widget owns
(static/src/js/narrow_website_sale.js) and keep working everywhere else.

Server side it completes Odoo 17's routes with what the widgets need as
numbers, never HTML: the cart in numbers (/shop/weekbox/cart_summary, and
with /shop/cart/update_json), promo codes as JSON (/shop/weekbox/promo, on
Odoo's loyalty engine, with website_sale_weekbox's limit of wrong codes per
visitor), unit prices per quantity (/shop/get_unit_price) and
images and a plain-text out-of-stock message in
/website_sale/get_combination_info.
""",
    'author': 'Weekbox',
    'license': 'LGPL-3',
    'depends': [
        'website_sale', 'website_sale_stock', 'website_sale_loyalty', 'sale_loyalty_delivery',
        'website_sale_product_configurator',
        'website_weekbox', 'website_sale_weekbox',
    ],
    'data': [
        'views/shop_widget_templates.xml',
        'views/shop_catalogue_templates.xml',
        'views/res_config_settings_views.xml',
    ],
    'demo': [
        'data/shop_demo.xml',
    ],
    'assets': {
        'web.assets_frontend': [
            'website_sale_shop_widget/static/src/js/narrow_website_sale.js',
            'website_sale_shop_widget/static/src/js/cart_events.js',
        ],
    },
    'installable': True,
}
