{
    'name': 'Weekbox Website Widgets',
    'version': '17.0.1.0.0',
    'category': 'Website/Website',
    'summary': 'Mounts the Weekbox React widgets into website pages',
    'description': """
Loads the Weekbox widget bundle (built by esbuild into static/dist) on every
website page, and offers the QWeb template website_weekbox.mount_point to
render a widget mount point from a widget name and its props.
""",
    'author': 'Weekbox',
    'license': 'LGPL-3',
    'depends': ['website', 'http_routing'],
    'data': [
        'views/website_weekbox_templates.xml',
        'views/res_config_settings_views.xml',
    ],
    'installable': True,
}
