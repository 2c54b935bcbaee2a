{
    'name': 'Weekbox Website Forms',
    'version': '17.0.1.0.0',
    'category': 'Website/Website',
    'summary': "Odoo's website forms sent by a Weekbox enhancer, with a limit per visitor",
    'description': """
The website forms editors build (the form snippet, e.g. on /contactus) are
enhanced by a Weekbox React enhancer: the browser's and the language's checks
(required checkboxes, strict dates in the visitor's language, date pickers),
the statuses and the fields the server refused, Odoo's success modes. Odoo's
own form widget is narrowed away from the forms the enhancer owns and keeps
working in the website editor.

The server side stays Odoo's form route, with a limit of forms per account,
visitor session and address in a window (weekbox.form.attempt, system
parameters website_form_widget.form_attempt_limit_<field>) and date and
datetime values of the target model checked strictly (a field error, never a
server error).
""",
    'author': 'Weekbox',
    'license': 'LGPL-3',
    'depends': ['website', 'website_sale', 'website_weekbox', 'website_weekbox_site'],
    'data': [
        'security/ir.model.access.csv',
    ],
    'assets': {
        'web.assets_frontend': [
            'website_form_widget/static/src/js/narrow_website_form.js',
        ],
    },
    'installable': True,
}
