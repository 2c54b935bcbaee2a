{
    'name': 'Weekbox Meal Box benchmark data',
    'version': '17.0.1.0.0',
    'category': 'Hidden',
    'summary': 'Benchmark only: generates 2,000 meal-box dishes (never part of a release)',
    'description': """
Installed by the benchmark (npm run bench) and the Python test runner only: it
lives outside addons/, so the release archive and a production addons path never
hold it. Adds the "Generate 2000 benchmark dishes" action to the weekly menus.
""",
    'author': 'Weekbox',
    'license': 'LGPL-3',
    'depends': ['website_sale_mealbox'],
    'data': [
        'data/mealbox_benchmark_data.xml',
    ],
    'installable': True,
    'auto_install': False,
}
