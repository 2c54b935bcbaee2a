{
    'name': 'Weekbox Live Chat Widget',
    'version': '17.0.1.0.0',
    'category': 'Website/Live Chat',
    'summary': "The website's live chat as a Weekbox widget over Odoo 17's routes and websocket bus",
    'description': """
The visitor's side of Odoo 17's live chat (im_livechat, website_livechat)
becomes the visitor-livechat Weekbox React widget (website_weekbox) on every
website page; operators keep Odoo's Discuss in /web.

- The chat button shows only when /im_livechat/init says an operator is
  available for the visitor; the window opens, folds, keeps its state in a
  cookie, loads the session's history, sends and receives messages (operator
  replies over Odoo's websocket bus, one socket per browser) and ends with a
  rating.
- Odoo's own live chat frontend (the OWL/Discuss JS, ~90 KB gzip) is not
  started on website pages (no_livechat) and is taken out of the frontend
  bundle.
- Server: the routes' params are checked; the routes Odoo trusts to whoever
  knows a session's uuid (rating, page history, leaving, transcript) act only
  for that session's own visitor; the rating's reason is text; transcripts
  by e-mail are limited per visitor (weekbox.transcript.attempt, system
  parameters website_livechat_widget.transcript_attempt_limit_<field>).
""",
    'author': 'Weekbox',
    'license': 'LGPL-3',
    'depends': ['website_livechat', 'mail', 'website_weekbox'],
    'data': [
        'security/ir.model.access.csv',
        'views/livechat_templates.xml',
    ],
    'demo': [
        'data/livechat_demo.xml',
    ],
    'assets': {
        # Odoo's live chat frontend (what im_livechat and website_livechat add
        # to the frontend bundle: im_livechat.assets_embed_core, mail's
        # Discuss code with WebRTC calls, the live chat's own, and the two web
        # files only it uses there), as a whole: no module left in the bundle
        # imports them (tests/test_livechat_assets.py checks every import of
        # the bundle is defined in it). The icons and ui.scss the include
        # names are web's own frontend files: they stay.
        'web.assets_frontend': [
            ('remove', 'web/static/src/views/fields/file_handler.*'),
            ('remove', 'web/static/src/views/fields/formatters.js'),
            ('remove', 'mail/static/src/core/common/**/*'),
            ('remove', 'mail/static/src/discuss/core/common/*'),
            ('remove', 'mail/static/src/discuss/call/common/**'),
            ('remove', 'mail/static/src/discuss/typing/**/*'),
            ('remove', 'mail/static/src/utils/common/**/*'),
            ('remove', 'im_livechat/static/src/core/common/**/*'),
            ('remove', 'im_livechat/static/src/embed/common/**/*'),
            ('remove', 'im_livechat/static/src/embed/frontend/**/*'),
            ('remove', 'website_livechat/static/src/embed/common/**/*'),
        ],
    },
    'installable': True,
}
