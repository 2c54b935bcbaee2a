{
    'name': 'Weekbox Meal Box in the Shop Widgets',
    'version': '17.0.1.0.0',
    'category': 'Hidden',
    'summary': "The meal box's lines in the Weekbox cart widgets: shown, changed by the wizard only",
    'description': """
Joins the meal box (website_sale_mealbox) and the shop widgets
(website_sale_shop_widget): a meal box's lines (its box, dishes and extras)
show in the cart page and the mini cart as they are, but only the meal box's
wizard changes them, and a dish links to no product page (it is sold in a
box only).

Installed with both, on its own.
""",
    'author': 'Weekbox',
    'license': 'LGPL-3',
    'depends': ['website_sale_mealbox', 'website_sale_shop_widget'],
    'auto_install': True,
    'installable': True,
}
