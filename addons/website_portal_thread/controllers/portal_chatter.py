from odoo import _, http
from odoo.exceptions import ValidationError

from odoo.addons.portal_rating.controllers.portal_chatter import PortalChatter

RATING_VALUES = range(1, 6)


class PortalThreadChatter(PortalChatter):

    @http.route()
    def portal_chatter_post(self, res_model, res_id, message, attachment_ids='', attachment_tokens='', **kwargs):
        """Odoo 17 takes any rating_value (1000, -5, 3.7) into the record's
        ratings and their averages: only 1 to 5 stars, as the star input
        offers (a digit string too, as Odoo's own composer sends data
        attributes). No rating (false, 0, empty) stays a plain message."""
        rating = kwargs.get('rating_value')
        if rating not in (None, False, 0, ''):
            if isinstance(rating, str) and rating.isdigit():
                rating = int(rating)
            if isinstance(rating, bool) or not isinstance(rating, int) or rating not in RATING_VALUES:
                raise ValidationError(_("A rating is from 1 to 5 stars."))
            kwargs['rating_value'] = rating
        return super().portal_chatter_post(
            res_model, res_id, message, attachment_ids=attachment_ids, attachment_tokens=attachment_tokens, **kwargs)
