{
    'name': 'Weekbox Link Tracker Widgets',
    'version': '17.0.1.0.0',
    'category': 'Website/Website',
    'summary': "The link tracker (/r) and a link's statistics (/r/<code>+) as Weekbox widgets",
    'description': """
Takes over Odoo 17's link tracker pages, staff only as in Odoo, with Weekbox
React widgets (website_weekbox):

- /r: a URL, campaign, medium and source pickers that search the existing
  ones and create new ones, the tracked link with a copy button, the
  person's own recent links (newest, most clicked, recently used; 20) and
  each link's code, editable;
- /r/<code>+: a link's clicks by date and by country, all time, the last
  30 days and the last 7 days, drawn with d3 (Chart.js is not loaded).

On every route, Odoo's included: only web addresses (http, https) are
tracked (a javascript: or data: link is refused, not turned into
http://javascript:...), a code is changed only by the person who made the
link, never to one another link holds, nor to an empty one.
""",
    'author': 'Weekbox',
    'license': 'LGPL-3',
    'depends': ['website_links', 'mail', 'website_weekbox'],
    'data': [
        'views/links_templates.xml',
    ],
    'installable': True,
}
