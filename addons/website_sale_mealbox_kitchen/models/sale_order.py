"""What the kitchen's view reads of a meal-box order, kept on the order so a
day's boxes are found by an index, whatever their number.

- The delivery day: the order's commitment date (what the warehouse's transfer
  and staff editing the order go by) as a date in the meal box's time zone;
  the delivery date the customer chose while no commitment date is set.
- The delivery zone of a home delivery: the zone of its shipping address, as
  the delivery step found it (website_sale_mealbox's zone rules). It follows the
  address; a zone changed by staff regroups the upcoming boxes
  (models/mealbox_delivery_zone.py).
"""
import pytz

from odoo import api, fields, models


class SaleOrder(models.Model):
    _inherit = 'sale.order'

    mealbox_delivery_day = fields.Date(
        string="Delivery day", compute='_compute_mealbox_delivery_day', store=True, index='btree_not_null',
        help="The day the box is delivered or picked up: the commitment date in the meal box's time zone.")
    mealbox_zone_id = fields.Many2one(
        'mealbox.delivery.zone', string="Delivery zone", compute='_compute_mealbox_zone_id', store=True,
        index='btree_not_null', ondelete='set null',
        help="The delivery zone of a home-delivered meal box: the one of its shipping address.")

    @api.depends('is_mealbox', 'commitment_date', 'mealbox_delivery_date', 'website_id.mealbox_tz')
    def _compute_mealbox_delivery_day(self):
        zones = {}
        for order in self:
            if not order.is_mealbox:
                order.mealbox_delivery_day = False
                continue
            if not order.commitment_date:
                order.mealbox_delivery_day = order.mealbox_delivery_date
                continue
            website = order.website_id
            if website not in zones:
                zones[website] = order._mealbox_website()._mealbox_tzinfo()
            moment = pytz.utc.localize(order.commitment_date).astimezone(zones[website])
            order.mealbox_delivery_day = moment.date()

    @api.depends('is_mealbox', 'mealbox_delivery_type', 'website_id',
                 'partner_shipping_id.zip', 'partner_shipping_id.country_id')
    def _compute_mealbox_zone_id(self):
        """Batched per website: one zone search for all the orders of one."""
        homes = self.filtered(lambda order: order.is_mealbox and order.mealbox_delivery_type == 'delivery')
        (self - homes).mealbox_zone_id = False
        Zone = self.env['mealbox.delivery.zone']
        by_website = {}
        for order in homes:
            by_website.setdefault(order.website_id, []).append(order)
        for website, orders in by_website.items():
            website = website or self.env['website'].get_current_website()
            shipping = [order.partner_shipping_id.sudo() for order in orders]
            found = Zone._mealbox_find_zones(
                [(partner.zip, partner.country_id or None) for partner in shipping], website=website)
            for order, zone in zip(orders, found):
                order.mealbox_zone_id = zone.id or False

    def _mealbox_kitchen_recompute_zones(self):
        """Finds the zones of these orders again (zones were changed)."""
        self.env.add_to_compute(self._fields['mealbox_zone_id'], self)
