{
    'name': 'Weekbox Payment Widget: Stripe',
    'version': '17.0.1.0.0',
    'category': 'Hidden',
    'summary': "Stripe's remote script only on payment forms that offer Stripe",
    'description': """
Odoo's payment_stripe puts Stripe's SDK (a script from js.stripe.com) in every
payment form and express checkout, whether Stripe is offered there or not
(disabled, or not for this country, currency or amount): every visitor's
browser then calls a third party for a provider they cannot use. With this
module the script comes only with a form that offers a Stripe provider.

Installed with website_sale_payment_widget whenever payment_stripe is.
""",
    'author': 'Weekbox',
    'license': 'LGPL-3',
    'depends': ['website_sale_payment_widget', 'payment_stripe'],
    'data': [
        'views/payment_stripe_templates.xml',
    ],
    'auto_install': True,
    'installable': True,
}
