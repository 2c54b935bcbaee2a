{
    'name': 'Weekbox Meal Box in the Checkout Widgets',
    'version': '17.0.1.0.0',
    'category': 'Hidden',
    'summary': "Meal box orders on the Weekbox checkout: no second delivery date, the store as pick-up address",
    'description': """
Joins the meal box (website_sale_mealbox) and the checkout widgets
(website_sale_checkout_widget) on Odoo's payment page (/shop/payment):

- a meal box's delivery date is chosen on its wizard's delivery step: the
  checkout asks none (and its payment checks none);
- a meal box store's pick-up method is a pick-up: the shipping address is not
  shown, the store's name and address are.

Installed with both, on its own.
""",
    'author': 'Weekbox',
    'license': 'LGPL-3',
    'depends': ['website_sale_mealbox', 'website_sale_checkout_widget'],
    'auto_install': True,
    'installable': True,
}
