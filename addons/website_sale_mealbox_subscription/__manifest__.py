{
    'name': 'Weekbox Meal Box Subscriptions',
    'version': '17.0.1.0.0',
    'category': 'Website/eCommerce',
    'summary': 'The weekly box as a subscription: chosen or chef\'s dishes each week, charged at the order cut-off',
    'description': """
A customer turns their meal box into a weekly subscription (at the end of the
wizard, or from the portal): box size, delivery or pick-up, weekday, a card
saved with the provider's own tokenisation and their consent to be charged
each week. Each week, at the order cut-off, a scheduled action creates that
week's order for every active subscription not skipped that week (the dishes
chosen for the week, or the chef's choice respecting the subscription's
diets) and charges it off-session with the saved card; a declined charge
e-mails a link to pay and is retried once the next day. Exactly one order
per subscription and week (a unique key and row locks).

In the portal (/my/subscriptions) the customer chooses the next four weeks'
dishes, skips weeks, pauses, changes the box, delivery, weekday or card, and
cancels; nothing changes for a week after its cut-off, on any route. Staff
manage subscriptions in the back office (Website › eCommerce › Orders).
""",
    'author': 'Weekbox',
    'license': 'LGPL-3',
    'depends': ['website_weekbox', 'website_sale_mealbox', 'payment', 'website_sale_payment_widget', 'portal', 'mail'],
    'data': [
        'security/ir.model.access.csv',
        'security/mealbox_subscription_security.xml',
        'data/mealbox_subscription_data.xml',
        'data/mail_templates.xml',
        'views/mealbox_subscription_views.xml',
        'views/mealbox_week_menu_views.xml',
        'views/sale_order_views.xml',
        'views/mealbox_subscription_menus.xml',
        'views/portal_templates.xml',
    ],
    'installable': True,
}
