{
    'name': 'Weekbox Online Quotation Widgets',
    'version': '17.0.1.0.0',
    'category': 'Website/Website',
    'summary': "The online quotation's lines, table of contents and signature as Weekbox widgets",
    'description': """
Takes over the online quotation page (/my/orders/<id>, reached by login or
with the order's access token) with Weekbox React widgets (website_weekbox),
mounted into sale's and sale_management's own templates:

- the order lines of a quotation that can still be changed online (draft or
  sent): the optional products' quantity (+, -, typed) and removal, and the
  options to add, with the line and the order's totals (untaxed, taxes,
  total) updated from the server's answer, without reloading the page:
  /quote/update_line_dict and /quote/add_option answer the quotation in
  numbers (Odoo 17's /my/orders/<id>/update_line_dict answers nothing and its
  script reloads the page). The same access and editability checks as Odoo's;
- the sidebar's table of contents, from the quotation's section headings;
- the signature form (name, drawing pad, Clear), through Odoo's own accept
  route (/my/orders/accept calls it with the order id as a param).

Odoo's own scripts never handle an element the widgets own: SaleUpdateLineButton
and SalePortalSidebar's table of contents are narrowed to pages without them
(static/src/js/narrow_sale_portal.js); the OWL signature form is not rendered
on the quotation page.
""",
    'author': 'Weekbox',
    'license': 'LGPL-3',
    'depends': ['sale_management', 'website_weekbox', 'website_weekbox_site', 'website_sale_weekbox'],
    'data': [
        'views/quotation_templates.xml',
    ],
    'demo': [
        'data/quotation_demo.xml',
    ],
    'assets': {
        'web.assets_frontend': [
            'website_sale_quotation_widget/static/src/js/narrow_sale_portal.js',
        ],
    },
    'installable': True,
}
