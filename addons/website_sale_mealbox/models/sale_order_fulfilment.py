"""What the warehouse gets of a meal box order (Inventory › Deliveries).

Packing staff work from the order's transfer, so it carries what they pack
and when: the box and its dishes as lines (each dish "for N people"), the
extras, scheduled and deadlined on the chosen delivery or pick-up date (the
order's commitment date, which sale_stock turns into the transfer's dates),
and a note with the mode, the pick-up store, the customer and the remark.

A pick-up is delivered to the store: on confirmation the order's delivery
address becomes a contact of the customer at the store's address (as Odoo's
later pick-up points do), so the transfer, the delivery slip and the order
all say where the box goes. That contact is archived: it stands for one
store, never for an address the customer would choose again at checkout.
"""
from datetime import time

from markupsafe import Markup

from odoo import _, api, fields, models
from odoo.tools.misc import format_date

# The commitment date's time of day, in the meal box's time zone: noon keeps
# the delivery's calendar day in any time zone staff may view it from.
DELIVERY_TIME = time(12)
PICKUP_CONTACT_FIELDS = ('street', 'street2', 'zip', 'city', 'state_id', 'country_id')


class ResPartner(models.Model):
    _inherit = 'res.partner'

    mealbox_pickup_store_id = fields.Many2one(
        'mealbox.pickup.store', string="Meal box pick-up store", ondelete='set null', index='btree_not_null',
        help="This address is a customer's meal box pick-up at that store (set on confirmed pick-up orders).")

    @api.model
    def _mealbox_pickup_values(self, store):
        return {field: store.partner_id[field].id if field.endswith('_id') else store.partner_id[field]
                for field in PICKUP_CONTACT_FIELDS}

    def _mealbox_pickup_contact(self, store):
        """This customer's (archived) delivery contact at `store`'s address,
        found again for the next pick-up there, else created."""
        self.ensure_one()
        commercial = self.commercial_partner_id
        address = self._mealbox_pickup_values(store)
        Partner = self.sudo().with_context(active_test=False)
        contact = Partner.search([
            ('parent_id', '=', commercial.id), ('mealbox_pickup_store_id', '=', store.id),
            *[(field, '=', value or False) for field, value in address.items()],
        ], limit=1)
        if not contact:
            contact = Partner.with_context(tracking_disable=True).create({
                **address,
                'name': store.name,
                'type': 'delivery',
                'parent_id': commercial.id,
                'mealbox_pickup_store_id': store.id,
                'phone': self.phone or commercial.phone or False,
                'email': self.email or commercial.email or False,
                'lang': self.lang,
                'active': False,
            })
        return contact


class SaleOrder(models.Model):
    _inherit = 'sale.order'

    @api.model_create_multi
    def create(self, vals_list):
        # A box created with its date (e.g. entered in the back office; the wizard's
        # boxes get theirs by write) is committed to it as well.
        for vals in vals_list:
            if vals.get('mealbox_box_id') and vals.get('mealbox_delivery_date') and 'commitment_date' not in vals:
                Website = self.env['website']
                website = Website.browse(vals.get('website_id')) or Website.get_current_website()
                day = fields.Date.to_date(vals['mealbox_delivery_date'])
                vals['commitment_date'] = website.sudo()._mealbox_localize(day, DELIVERY_TIME).replace(tzinfo=None)
        return super().create(vals_list)

    def write(self, vals):
        result = super().write(vals)
        if 'mealbox_delivery_date' in vals and 'commitment_date' not in vals:
            for order in self.filtered('is_mealbox'):
                commitment = order._mealbox_commitment_date()
                if order.commitment_date != commitment:
                    order.commitment_date = commitment
        return result

    def _mealbox_commitment_date(self):
        """The delivery or pick-up date as the order's commitment date (naive UTC), or False."""
        self.ensure_one()
        if not self.mealbox_delivery_date:
            return False
        moment = self._mealbox_website()._mealbox_localize(self.mealbox_delivery_date, DELIVERY_TIME)
        return moment.replace(tzinfo=None)

    def _action_confirm(self):
        for order in self.filtered(lambda o: o.is_mealbox and o.mealbox_delivery_type == 'pick_store'):
            order._mealbox_ship_to_store()
        return super()._action_confirm()

    def _mealbox_ship_to_store(self):
        """Makes the pick-up store the order's delivery address (see the module
        docstring); the fiscal position and taxes the customer paid stay."""
        self.ensure_one()
        store = self.mealbox_store_id.sudo()
        if not store.partner_id or self.partner_shipping_id.mealbox_pickup_store_id == store:
            return
        contact = self.partner_id.sudo()._mealbox_pickup_contact(store)
        self.write({'partner_shipping_id': contact.id, 'fiscal_position_id': self.fiscal_position_id.id})

    def _mealbox_picking_note(self):
        """The transfer's note: how and when the box leaves, for whom, and the
        customer's remark, in the company's language (staff read it)."""
        self.ensure_one()
        lang = self.company_id.partner_id.lang or self.env.lang
        return self.sudo().with_context(lang=lang)._mealbox_render_picking_note()

    def _mealbox_render_picking_note(self):
        self.ensure_one()
        date = self.mealbox_delivery_date and format_date(
            self.env, self.mealbox_delivery_date, date_format='EEEE d MMMM y')
        store = self.mealbox_store_id
        if self.mealbox_delivery_type == 'pick_store' and store:
            how = Markup('<strong>%s</strong>, %s') % (
                _("Pick-up at %(store)s", store=store.name), store._mealbox_address_text())
        else:
            how = Markup('<strong>%s</strong>') % _("Home delivery")
        customer = self.partner_id
        paragraphs = [
            Markup('%s — %s') % (how, date) if date else how,
            _("Box: %(size)s", size=self.env['mealbox.box']._mealbox_size_label(
                self.mealbox_meals, self.mealbox_people)),
            _("Customer: %(customer)s", customer=', '.join(
                part for part in (customer.name, customer.phone) if part)),
        ]
        if self.mealbox_remark:
            paragraphs.append(_("Remark: %(remark)s", remark=self.mealbox_remark))
        return Markup('').join(Markup('<p>%s</p>') % paragraph for paragraph in paragraphs)


class SaleOrderLine(models.Model):
    _inherit = 'sale.order.line'

    def _prepare_procurement_values(self, group_id=False):
        """A dish's transfer line says how many it feeds (its quantity is meals)."""
        values = super()._prepare_procurement_values(group_id=group_id)
        if self.mealbox_line_type == 'dish' and self.order_id.mealbox_people:
            # In the language of the transfer's product names (sale_stock: the customer's).
            boxes = self.env['mealbox.box'].with_context(lang=self.order_id.partner_id.lang or self.env.lang)
            label = boxes._mealbox_people_label(self.order_id.mealbox_people)
            values['product_description_variants'] = (values.get('product_description_variants') or '') + (
                '\n' + label)
        return values


class StockMove(models.Model):
    _inherit = 'stock.move'

    def _get_new_picking_values(self):
        values = super()._get_new_picking_values()
        order = self.group_id.sale_id
        if len(order) == 1 and order.is_mealbox:
            values['note'] = order._mealbox_picking_note()
        return values
