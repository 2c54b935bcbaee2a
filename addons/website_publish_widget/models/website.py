from werkzeug.urls import url_encode

from odoo import models


class Website(models.Model):
    _inherit = 'website'

    def _prepare_weekbox_staff_bar_props(self, main_object, path, query):
        """The props of the staff's bar (widgets/site/publish): the editor's
        URL for the page at `path` (`query`: its query string) and, when the
        page is a record the user may publish, the record."""
        editor_url = '/@%s' % path + ('?%s' % query if query else '')
        return {
            'editorUrl': editor_url,
            'record': self._prepare_weekbox_publishable_record(main_object),
        }

    def _prepare_weekbox_publishable_record(self, record):
        """`record` as the publish switch needs it, or None when it cannot be
        published from the website or the user may not publish it."""
        if not record or not isinstance(record, models.BaseModel) or len(record) != 1:
            return None
        if 'website_published' not in record._fields or record._name == 'website.page':
            return None
        if not self.env.user.has_group('website.group_website_restricted_editor'):
            return None
        if 'can_publish' in record._fields and not record.can_publish:
            return None
        return {
            'id': record.id,
            'model': record._name,
            'name': record.display_name,
            'published': bool(record.website_published),
            # Spec §2.1's back-office record: Odoo's web client opens the record's
            # form from the model and id, the label names the way back.
            'backOfficeUrl': '/web#%s' % url_encode(
                {'return_label': 'Website', 'model': record._name, 'id': record.id}),
        }
