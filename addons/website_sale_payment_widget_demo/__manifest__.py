{
    'name': 'Weekbox Payment Widget: Demo Provider',
    'version': '17.0.1.0.0',
    'category': 'Hidden',
    'summary': 'Test cards, 3-D Secure and a redirect payment for the Weekbox payment widget (demo and tests only)',
    'description': """
Never install in production. Makes Odoo's demo provider (payment_demo, test
mode) tokenise cards entered in the Weekbox payment form, with test card
numbers for a 3-D Secure challenge page and refusals, and enables the card
payment method on it and the wire transfer provider (payment_custom) for a
redirect payment.

Test cards (any future expiry, any valid CVC):
- 4000 0000 0000 3220: 3-D Secure challenge, then accepted;
- 4000 0000 0000 0002: saved, but its payments are declined (refused when added);
- 4000 0000 0000 0119: refused when saved;
- 4000 0000 0000 0127: the provider gives no answer;
- any other valid card: accepted.

It also installs Odoo's Stripe provider (left disabled), so the tests can
enable it in test mode and check the widget hosts its own inline form.
""",
    'author': 'Weekbox',
    'license': 'LGPL-3',
    'depends': [
        'payment', 'website_weekbox', 'website_sale_payment_widget', 'payment_demo', 'payment_custom',
        'payment_stripe',
    ],
    'data': [
        'views/payment_widget_demo_templates.xml',
        'data/payment_provider_data.xml',
    ],
    'installable': True,
}
