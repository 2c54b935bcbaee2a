{
    'name': 'Weekbox Portal Threads',
    'version': '17.0.1.0.0',
    'category': 'Website/Website',
    'summary': "Discussion threads (messages, pager, composer, ratings) as a Weekbox widget",
    'description': """
The discussion thread Odoo 17 shows under a record on the portal and the
website (portal.message_thread: sale orders and quotations, product reviews)
becomes a Weekbox React widget (website_weekbox): messages with their
author's avatar and date, a pager of 10 messages with a window of 5 pages,
the composer with attachments and, where the page shows ratings, stars on the
composer and the rating card (average, share of each star, filter by star).

The widget speaks Odoo's own routes (/mail/chatter_init, /mail/chatter_fetch,
/mail/chatter_post, /portal/attachment/add and /remove) and one of its own:
/portal/thread/rating_stats, the record's rating statistics, which Odoo 17
never returns for a thread, with the access checks of /mail/chatter_fetch.
Its /mail/chatter_post takes `weekbox_thread` ({limit, rating_include}) and
then also answers the thread's first page after the post (and the rating
stats), so a post is one request.

Odoo's own chatter script is narrowed to the threads the widget does not own
(static/src/js/narrow_portal_chatter.js): invoices and other records keep it.
The demo data turns the product page's reviews on, with rated reviews of the
shop demo's tasting glass (website_sale_shop_widget).
""",
    'author': 'Weekbox',
    'license': 'LGPL-3',
    'depends': ['portal', 'portal_rating', 'website_sale', 'sale', 'website_weekbox', 'website_sale_shop_widget'],
    'data': [
        'views/portal_thread_templates.xml',
    ],
    'demo': [
        'data/portal_thread_demo.xml',
    ],
    'assets': {
        'web.assets_frontend': [
            'website_portal_thread/static/src/js/narrow_portal_chatter.js',
        ],
    },
    'installable': True,
}
