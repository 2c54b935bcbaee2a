from odoo import api, models

from odoo.addons.website_weekbox.params import ID_RE

# The records whose thread the portal-thread widget owns; the others (invoices,
# tickets...) keep Odoo's own chatter.
THREAD_MODELS = ('sale.order', 'product.template')
# Spec §9.1: 10 messages a page on every thread (Odoo's product page asks for 5).
PAGER_STEP = 10
# The composer's stars before the visitor picks (Odoo 17's composer: 4).
DEFAULT_RATING = 4
RATING_VALUES = range(1, 6)


class Website(models.Model):
    _inherit = 'website'

    @api.model
    def _weekbox_thread_models(self):
        return THREAD_MODELS

    def _weekbox_product_reviews_are_ours(self):
        """The product page's reviews need no Odoo JS when their discussion
        thread is the widget's (product.template among the thread models):
        its rating card, pager and composer are the widget's, the follow
        control beside it website_mail_follow_widget's, the stars' link and
        fold the lean page's script's (website_weekbox_site)."""
        return super()._weekbox_product_reviews_are_ours() or 'product.template' in self._weekbox_thread_models()

    def _prepare_weekbox_thread_props(self, record, token=None, hash=None, pid=None, disable_composer=False,
                                      two_columns=False, display_rating=False, default_rating_value=None):
        """The props of the portal-thread widget for `record`'s thread (the
        values portal.message_thread renders), or None when the widget does
        not take that record over. The product page renders them inside its
        t-cache: nothing here may depend on the visitor (chatter_init tells
        the widget what the visitor may do). `default_rating_value`: the
        stars the composer starts at when the page sets them (portal_rating's
        variable), else Odoo 17's 4."""
        if not record or not isinstance(record, models.BaseModel) or len(record) != 1 \
                or record._name not in self._weekbox_thread_models():
            return None
        return {
            'resModel': record._name,
            'resId': record.id,
            'token': token or None,
            'hash': hash or None,
            'pid': int(pid) if pid and ID_RE.fullmatch(str(pid)) else None,
            'pagerStep': PAGER_STEP,
            'allowComposer': not disable_composer,
            'twoColumns': bool(two_columns),
            'displayRating': bool(display_rating) and hasattr(record, 'rating_get_stats'),
            'defaultRating': self._weekbox_default_rating(default_rating_value),
        }

    @api.model
    def _weekbox_default_rating(self, value):
        try:
            rating = round(float(value))
        except (TypeError, ValueError):
            return DEFAULT_RATING
        return rating if rating in RATING_VALUES else DEFAULT_RATING
