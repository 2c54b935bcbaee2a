{
    'name': 'Weekbox Site Features',
    'version': '17.0.1.0.0',
    'category': 'Website/Website',
    'summary': "The site-wide behaviours of every page as Weekbox widgets",
    'description': """
The site-wide parts of every website page run as Weekbox React widgets instead
of Odoo's own JavaScript: the language switcher, back to top and the scroll
position from the URL, the sign-up form's submit, forms that must be sent once
(.js_website_submit_form: the subscription contract's); and, in the content editors
change (share buttons, image galleries, parallax sections, collapses, zoomable
images), enhancers that stay inert in the website editor. Odoo's own widget is
narrowed away from exactly the elements a Weekbox widget owns and keeps working
everywhere else.

Lean visitor pages (website setting, on by default): a visitor's page
whose interactive parts are all Weekbox widgets does not load Odoo's frontend
JavaScript bundle; website._weekbox_lean_reasons says why a page is not lean
(staff, edit mode, debug=assets, a page Weekbox does not own, content or site
parts that need Odoo's JS), and debug mode shows it on the page.

Sign-ups are limited per account, visitor session and address in a window
(weekbox.signup.attempt, system parameters
website_weekbox_site.signup_attempt_limit_<field>): each creates an account
and sends a welcome e-mail to the address typed. Password reset requests are
limited the same way (weekbox.reset.attempt, system parameters
website_weekbox_site.reset_attempt_limit_<field>): each sends an e-mail.
""",
    'author': 'Weekbox',
    'license': 'LGPL-3',
    'depends': ['website_weekbox', 'website', 'portal', 'auth_signup'],
    'data': [
        'security/ir.model.access.csv',
        'views/site_chrome_templates.xml',
        'views/lean_page_templates.xml',
        'views/res_config_settings_views.xml',
    ],
    'assets': {
        'web.assets_frontend': [
            # Odoo's widgets narrowed away from what ours own: the sign-up
            # form's submit, then the content enhancers' blocks.
            'website_weekbox_site/static/src/js/narrow_signup.js',
            'website_weekbox_site/static/src/js/narrow_share.js',
            'website_weekbox_site/static/src/js/narrow_gallery.js',
            'website_weekbox_site/static/src/js/narrow_parallax.js',
            'website_weekbox_site/static/src/js/narrow_foldable.js',
            'website_weekbox_site/static/src/js/narrow_zoom.js',
            # Odoo's root handler of .js_website_submit_form, away from the
            # forms the submit-once enhancer owns.
            'website_weekbox_site/static/src/js/narrow_submit_form.js',
        ],
    },
    'installable': True,
}
