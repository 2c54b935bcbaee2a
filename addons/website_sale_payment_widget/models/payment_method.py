from odoo import fields, models

from odoo.addons.website_sale_payment_widget.const import (
    BRAND_PAYMENT_METHOD_CODES,
    CARD_PAYMENT_METHOD_CODE,
)


class PaymentMethod(models.Model):
    _inherit = 'payment.method'

    # Odoo 17 keeps a payment method's name in one language: "Card" and "Wire
    # Transfer" would stay English on fr_BE and nl_BE pages (the payment form,
    # the order's page and e-mail). Translatable, with the names of Odoo's own
    # methods in i18n_extra/ (this module's .pot export never holds them).
    name = fields.Char(translate=True)

    def _weekbox_is_card(self):
        """Whether this is Odoo's "Card" payment method or one of its brands.

        Note: self.ensure_one()
        """
        self.ensure_one()
        primary = self if self.is_primary else self.primary_payment_method_id
        return primary.code == CARD_PAYMENT_METHOD_CODE

    def _weekbox_get_card_brand_method(self, brand):
        """The brand payment method (VISA, MasterCard…) of `self`, the card
        method, for a card type of const.CARD_TYPES; `self` when Odoo has no
        such brand (laser).

        Note: self.ensure_one()
        """
        self.ensure_one()
        code = BRAND_PAYMENT_METHOD_CODES.get(brand)
        primary = self if self.is_primary else self.primary_payment_method_id
        brand_method = code and self.with_context(active_test=False).search([
            ('code', '=', code), ('primary_payment_method_id', '=', primary.id),
        ], limit=1)
        return brand_method or self

    def _weekbox_get_icon_info(self):
        """What the payment form shows of a payment method's logo."""
        return [{
            'id': method.id,
            'code': method.code,
            'name': method.name,
            'imageUrl': f'/web/image/payment.method/{method.id}/image_payment_form',
        } for method in self]
