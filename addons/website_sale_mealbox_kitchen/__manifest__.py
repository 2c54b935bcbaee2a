{
    'name': 'Weekbox Meal Box Kitchen',
    'version': '17.0.1.0.0',
    'category': 'Website/eCommerce',
    'summary': "The kitchen's and deliveries' view of a day: dishes to cook, boxes to pack, by store and zone",
    'description': """
For a delivery day, over the confirmed meal-box orders: how many of each dish
to cook (and the extras), what goes in each box, and which boxes go to which
pick-up store or delivery zone with the customer's name, address, phone and
remark. Back office: Website › Meal box › Kitchen; a printable PDF and a CSV
export of the day. Read by the "Meal box: kitchen and deliveries" group (sales
administrators and users seeing all orders have it).
""",
    'author': 'Weekbox',
    'license': 'LGPL-3',
    'depends': ['website_sale_mealbox'],
    'data': [
        'security/mealbox_kitchen_security.xml',
        'security/ir.model.access.csv',
        'report/mealbox_kitchen_reports.xml',
        'report/mealbox_kitchen_templates.xml',
        'wizard/mealbox_kitchen_print_views.xml',
        'views/mealbox_kitchen_box_views.xml',
        'views/mealbox_kitchen_line_views.xml',
        'views/mealbox_kitchen_menus.xml',
    ],
    'installable': True,
}
