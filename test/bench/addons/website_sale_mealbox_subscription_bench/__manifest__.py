{
    'name': 'Weekbox Meal Box Subscriptions benchmark data',
    'version': '17.0.1.0.0',
    'category': 'Hidden',
    'summary': "Benchmark only: 10,000 active subscriptions, the weekly run at their cut-off (never released)",
    'description': """
Installed by the benchmark (npm run bench) and the Python test runner only: it
lives outside addons/, so the release archive and a production addons path never
hold it. The bench makes a week's subscriptions with
mealbox_subscription_bench_populate, runs the weekly run at their cut-off with
mealbox_subscription_bench_run and takes them out of later runs with
mealbox_subscription_bench_finish.
""",
    'author': 'Weekbox',
    'license': 'LGPL-3',
    'depends': ['website_sale_mealbox_subscription', 'payment_demo'],
    'installable': True,
    'auto_install': False,
}
