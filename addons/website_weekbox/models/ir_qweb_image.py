from odoo import models

# The image widget's options a template may give an <img> it knows is above
# the fold (t-options="{'widget': 'image', 'loading': 'eager', ...}").
IMAGE_LOADING_OPTIONS = ('loading', 'fetchpriority')


class ImageConverter(models.AbstractModel):
    _inherit = 'ir.qweb.field.image'

    def record_to_html(self, record, field_name, options):
        # The website lazy-loads every <img> it renders (website's
        # ir.qweb._post_processing_att) and Odoo's image widget has no option
        # against it: the header's logo and a catalogue's first products,
        # often the page's largest paint, would wait for the layout and come
        # after every script. A template that knows better says so here.
        chosen = {name: options[name] for name in IMAGE_LOADING_OPTIONS if options.get(name)}
        if chosen:
            self = self.with_context(weekbox_image_loading=chosen)
        return super().record_to_html(record, field_name, options)
