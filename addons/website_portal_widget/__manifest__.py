{
    'name': 'Weekbox Portal Widgets',
    'version': '17.0.1.0.0',
    'category': 'Website/Website',
    'summary': "The customer portal's details form and list search as Weekbox widgets",
    'description': """
Takes over parts of Odoo's customer portal (/my) with Weekbox React widgets
(website_weekbox), mounted into portal's own templates:

- 'Your Details' (/my/account, portal.portal_my_details): the country and the
  state; the state offers the chosen country's states only and is hidden for a
  country without any. The form stays Odoo's own, posting to /my/account with
  its CSRF token; Odoo's validation decides, and each field in error now shows
  its message beside it. The server also refuses a state that is not of the
  chosen country (Odoo 17 saves it).
- The search panel of the portal lists (orders, quotations, invoices...,
  portal.portal_searchbar): where to search and what, reloading the list with
  search_in and search (a plain GET form, so it works without JavaScript too).

Odoo's own portal scripts never handle an element the widgets own: the
templates drop their JS-only hook classes (o_portal_details,
o_portal_search_panel).
""",
    'author': 'Weekbox',
    'license': 'LGPL-3',
    'depends': ['portal', 'website', 'sale', 'account', 'website_weekbox'],
    'data': [
        'views/portal_templates.xml',
    ],
    'installable': True,
}
