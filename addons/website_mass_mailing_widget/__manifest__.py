{
    'name': 'Weekbox Newsletter Widgets',
    'version': '17.0.1.0.0',
    'category': 'Website/Website',
    'summary': "Newsletter subscriptions and the mailing subscriptions page as Weekbox widgets",
    'description': """
Odoo 17's newsletter (website_mass_mailing) and mailing subscriptions page
(mass_mailing) as Weekbox React widgets (website_weekbox):

- The newsletter forms and popups editors place are enhanced by selector
  (widgets/visitor/newsletter): prefilled and disabled for a visitor on the
  list already, an e-mail of the shape text@text, Odoo's toasts; the popup
  shown once per list, as an accessible modal. Odoo's own scripts skip them
  (static/src/js/narrow_newsletter.js) except in the website editor.
- The subscriptions page of a mailing's link is the visitor-unsubscribe
  widget: the e-mail, the mailing, a checkbox per list; opening the link
  changes nothing until the visitor confirms (Odoo 17 unsubscribes on GET);
  mail clients' one-click unsubscribe (RFC 8058 POST) still works.
- Server: subscriptions go to public lists only, with a checked e-mail, and
  are limited per visitor (weekbox.subscribe.attempt, system parameters
  website_mass_mailing_widget.subscribe_attempt_limit_<field>);
  /mailing/list/update also takes the lists to leave (spec §7.5's opt-out
  set); the link's token is checked on every call.
""",
    'author': 'Weekbox',
    'license': 'LGPL-3',
    'depends': ['website_mass_mailing', 'website_weekbox', 'website_weekbox_site'],
    'data': [
        'security/ir.model.access.csv',
        'views/newsletter_templates.xml',
    ],
    'assets': {
        'web.assets_frontend': [
            'website_mass_mailing_widget/static/src/js/narrow_newsletter.js',
        ],
    },
    'installable': True,
}
