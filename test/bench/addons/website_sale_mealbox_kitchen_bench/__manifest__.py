{
    'name': 'Weekbox Meal Box Kitchen benchmark data',
    'version': '17.0.1.0.0',
    'category': 'Hidden',
    'summary': "Benchmark only: a day of 10,000 confirmed meal boxes for the kitchen's view (never part of a release)",
    'description': """
Installed by the benchmark (npm run bench) and the Python test runner only: it
lives outside addons/, so the release archive and a production addons path never
hold it. The bench calls _mealbox_kitchen_generate_day to fill a delivery day.
""",
    'author': 'Weekbox',
    'license': 'LGPL-3',
    'depends': ['website_sale_mealbox', 'website_sale_mealbox_kitchen'],
    'installable': True,
    'auto_install': False,
}
