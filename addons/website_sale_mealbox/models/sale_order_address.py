from odoo import _, models
from odoo.exceptions import AccessError


class SaleOrder(models.Model):
    """The addresses of a meal box order follow website_sale's rules: billing
    is the order's customer, shipping that customer or one of its delivery
    contacts, never another customer's partner."""
    _inherit = 'sale.order'

    # ------------------------------------------------------------
    # SHIPPING ADDRESSES OFFERED
    # ------------------------------------------------------------

    def _mealbox_shipping_partners(self):
        """Addresses the customer may ship to, as website_sale's checkout
        offers them: the customer, its commercial partner and the latter's
        delivery/other contacts (sudo; empty for a guest)."""
        self.ensure_one()
        Partner = self.env['res.partner'].sudo()
        if self._mealbox_is_public():
            return Partner
        commercial = self.partner_id.sudo().commercial_partner_id
        others = Partner.search([
            ('id', 'child_of', commercial.ids),
            '|', ('type', 'in', ['delivery', 'other']), ('id', '=', commercial.id),
        ], order='id desc')
        return self.partner_id.sudo() | others

    def _mealbox_own_shipping_partner(self, partner_id):
        """The partner `partner_id` if the customer may ship to it, else AccessError."""
        self.ensure_one()
        partner_id = self._mealbox_parse_client_id(partner_id, _("address"))
        partner = self._mealbox_shipping_partners().filtered(lambda p: p.id == partner_id)
        if not partner_id or not partner:
            raise AccessError(_("This address is not available."))
        return partner

    # ------------------------------------------------------------
    # CHANGES (spec /mealbox/checkout, /mealbox/shiping/address)
    # ------------------------------------------------------------

    def _mealbox_write_partners(self, values):
        """Writes partner fields of the order, recomputing taxes when the
        fiscal position changes (as website_sale's address form does)."""
        fpos_before = self.fiscal_position_id
        self.write(values)
        if self.fiscal_position_id != fpos_before:
            self._recompute_taxes()

    def _mealbox_set_shipping_address(self, partner_id):
        """Ships to one of the customer's own addresses (spec /mealbox/shiping/address)."""
        self.ensure_one()
        self._mealbox_check_logged_in()
        self._weekbox_lock()
        partner = self._mealbox_own_shipping_partner(partner_id)
        if partner != self.partner_shipping_id:
            self._mealbox_write_partners({'partner_shipping_id': partner.id})
            self._mealbox_after_shipping_change()
        return partner

    def _mealbox_save_address(self, values, billing=False, use_for_shipping=False, partner_id=0, edit=False):
        """The address form (spec /mealbox/checkout).

        Billing: the order's customer (website_sale's rule), edited in place;
        `use_for_shipping` also ships there. Shipping: with `edit`, one of the
        customer's own shipping addresses (`partner_id`), else a new delivery
        contact of the commercial partner. Never another customer's partner.

        :return: the saved partner (sudo)
        """
        self.ensure_one()
        self._mealbox_check_logged_in()
        self._weekbox_lock()
        Partner = self.env['res.partner'].sudo()
        partner_id = self._mealbox_parse_client_id(partner_id, _("address"))
        vals = Partner._mealbox_clean_address(values)
        customer = self.partner_id.sudo()
        if billing:
            if partner_id and partner_id != customer.id:
                raise AccessError(_("This address is not available."))
            customer._mealbox_check_can_edit(vals)
            customer.write(vals)
            partner = customer
            updates = {'partner_invoice_id': partner.id}
            if use_for_shipping:
                updates['partner_shipping_id'] = partner.id
        else:
            vals.pop('vat', None)  # a commercial field: the company's, not a delivery contact's
            if edit:
                partner = self._mealbox_own_shipping_partner(partner_id)
                partner._mealbox_check_can_edit(vals)
                partner.write(vals)
            else:
                commercial = customer.commercial_partner_id
                website = self._mealbox_website()
                lang = self.env.lang if self.env.lang in website.language_ids.mapped('code') else False
                partner = Partner.with_context(tracking_disable=True).create({
                    **vals,
                    'type': 'delivery',
                    'parent_id': commercial.id,
                    'lang': lang or customer.lang,
                })
            updates = {'partner_shipping_id': partner.id}
        shipping_before = self.partner_shipping_id
        self._mealbox_write_partners(updates)
        if partner == shipping_before or 'partner_shipping_id' in updates:
            self._mealbox_after_shipping_change()
        return partner
