{
    'name': 'Weekbox Address Widgets',
    'version': '17.0.1.0.0',
    'category': 'Website/eCommerce',
    'summary': "The Weekbox React widgets of the checkout's addresses: address cards and address form",
    'description': """
Takes over the checkout's addresses with Weekbox React widgets
(website_weekbox), mounted into website_sale's own templates:

- /shop/checkout (website_sale.checkout): the billing and the shipping
  address cards, a radio group per mode; choosing one posts website_sale's
  /shop/cart/update_address (CSRF token; Odoo refuses an address that is not
  the customer's);
- /shop/address (website_sale.address): the address form, its fields in the
  order of the chosen country's address format, the state, zip and phone as
  the country asks, the countries the website ships to when the address is
  shipped to. It stays Odoo's own form posting to /shop/address: Odoo's
  validation decides and its errors come back to the widget.

Odoo's own scripts never handle an element the widgets own: the mount points
carry none of the hooks website_sale.js selects on (the server HTML inside
them, Odoo's non-JS form, loses them too), so no script of Odoo is narrowed
or removed.

Adds /shop/country_infos (website_sale's /shop/country_infos/<country> with
the country as a param) for the widgets' JSON-RPC client.
""",
    'author': 'Weekbox',
    'license': 'LGPL-3',
    'depends': ['website_sale', 'website_weekbox'],
    'data': [
        'views/website_sale_address_widget_templates.xml',
    ],
    'installable': True,
}
