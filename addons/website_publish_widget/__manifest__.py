{
    'name': 'Weekbox Publish Widget',
    'version': '17.0.1.0.0',
    'category': 'Website/Website',
    'summary': "Staff's bar on website pages as a Weekbox widget: apps, editor, publish toggle",
    'description': """
The bar Odoo 17 shows staff in the top left corner of website pages (outside
the website editor's frame) becomes a Weekbox React widget (website_weekbox):

- the apps: the back office's home (/web#home), debug mode kept;
- the editor, for the page (/@/<path>);
- for a publisher, on the page of a record that can be published (a product,
  a blog post...): its Published / Unpublished switch, through Odoo's own
  /website/publish, and its form in the back office. A refused change opens a
  dialog saying why, pointing to the record in the back office.

Odoo's own script for the bar (website's redirect.js) still decides whether it
shows (not inside the editor's frame) and keeps its Alt+A shortcut; no script
of Odoo handles an element of the widget.
""",
    'author': 'Weekbox',
    'license': 'LGPL-3',
    'depends': ['website', 'website_weekbox'],
    'data': [
        'views/website_publish_templates.xml',
    ],
    'installable': True,
}
