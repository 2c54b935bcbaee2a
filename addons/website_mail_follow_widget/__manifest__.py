{
    'name': 'Weekbox Follow Widget',
    'version': '17.0.1.0.0',
    'category': 'Website/Website',
    'summary': "Follow / unfollow a record's discussion as a Weekbox widget, with a limit on public follows",
    'description': """
Odoo 17's follow control (website_mail.follow) becomes the website-follow
Weekbox React widget (website_weekbox) on every page that calls it, and is
placed on the product page's reviews (website_sale's "Discussion and Rating")
and on the customer's order page (/my/orders/<id>) beside its discussion.

- Visitors type an e-mail (something@something), logged-in users follow
  without one; the state shown is the server's answer to Odoo's own
  /website_mail/follow; one /website_mail/is_follower call per page.
- Odoo's follow script never handles the widget's element (the template drops
  its js_follow hook class).
- Server: /website_mail/follow checks its params, the e-mail's shape and the
  record's read access; a public follow (it creates a contact per e-mail) is
  limited per visitor session and IP address (weekbox.follow.attempt, system
  parameters website_mail_follow_widget.follow_attempt_limit_<field>); a
  visitor only stops following for the contact their own session followed
  with, never for another person's e-mail.
""",
    'author': 'Weekbox',
    'license': 'LGPL-3',
    'depends': ['website_mail', 'website_sale', 'website_weekbox'],
    'data': [
        'security/ir.model.access.csv',
        'views/follow_templates.xml',
    ],
    'demo': [
        'data/follow_demo.xml',
    ],
    'installable': True,
}
