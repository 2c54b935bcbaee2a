{
    'name': 'Weekbox Payment Widget',
    'version': '17.0.1.0.0',
    'category': 'Website/Website',
    'summary': 'The Weekbox React payment form on checkout, the payment methods page and the confirmation page',
    'description': """
Replaces Odoo's payment form by the Weekbox payment widget (a React widget of
website_weekbox) on /shop/payment and /my/payment_method, and adds a payment
status widget on /shop/confirmation.

Cards of real providers never reach Odoo: a provider whose card form is its
own (inline form and JavaScript: Stripe, Adyen...) is paid through Odoo's own
payment form for that option, hosted by the widget in the option's row
(static/src/js/inline_host.js tells the widget when it is ready and busy).

Server side it adds what the widget's flows need on top of Odoo 17's payment
routes: card tokenisation server to server for TEST providers only
(/payment/weekbox/token/create; the test card is checked again here and
handed to the provider, never stored; refused for any other provider), the
records linked to a saved card before its deletion, the payment status of an
order, and one transaction per order and payment method however often Pay is
clicked.

When the website asks customers to accept the terms and conditions (Odoo's
"Accept Terms & Conditions" checkout option), the widget shows that checkbox
on /shop/payment instead of Odoo and Pay waits for it; the server refuses a
payment of the website's orders without it (terms_accepted), a wallet's
express checkout excepted. On /shop/confirmation the status widget sends the
order's purchase analytics event, once per order, when the payment is
accepted (Odoo's own status box is kept for browsers without JavaScript).

Safeguards: an order paid (or with a pending payment of its total) takes no
other payment; a card paid with is saved only when the customer ticks "Save
my card" and never when its payment is declined; a guest saves a card only
for the order of their own session; card checks are limited per account,
session and address (weekbox.card.attempt); the order routes answer the same
refusal whatever the order id; landing routes stay on this website.

A provider offers "new card" options by implementing
payment.provider._weekbox_supports_card_tokenization() and
_weekbox_create_card_token(); website_sale_payment_widget_demo does it for
Odoo's demo provider (test only).
""",
    'author': 'Weekbox',
    'license': 'LGPL-3',
    'depends': ['payment', 'website_sale', 'website_weekbox', 'website_sale_weekbox'],
    'data': [
        'security/ir.model.access.csv',
        'views/payment_widget_templates.xml',
    ],
    'assets': {
        'web.assets_frontend': [
            'website_sale_payment_widget/static/src/js/inline_host.js',
            'website_sale_payment_widget/static/src/scss/inline_host.scss',
        ],
    },
    'installable': True,
}
