from odoo import _, api, fields, models
from odoo.exceptions import ValidationError

ADDRESS_FIELDS = ('street', 'street2', 'zip', 'city', 'state_id', 'country_id')


class MealboxPickupStore(models.Model):
    """A store where customers collect their box.

    The address is the one of `partner_id` (created from the store's address
    when missing), so Odoo's address formatting and widgets apply. Each store
    has its own pick-up shipping method: the website identifies a store by
    that carrier's id (the wizard's `delivery_type`).
    """
    _name = 'mealbox.pickup.store'
    _description = 'Meal box pick-up store'
    _order = 'sequence, name, id'

    name = fields.Char(required=True)
    sequence = fields.Integer(default=10)
    partner_id = fields.Many2one(
        'res.partner', string="Address", ondelete='restrict',
        help="Contact holding the store's address (created from the address fields when left empty).")
    street = fields.Char(related='partner_id.street', readonly=False)
    street2 = fields.Char(related='partner_id.street2', readonly=False)
    zip = fields.Char(related='partner_id.zip', readonly=False)
    city = fields.Char(related='partner_id.city', readonly=False)
    state_id = fields.Many2one(related='partner_id.state_id', readonly=False)
    country_id = fields.Many2one(related='partner_id.country_id', readonly=False)
    latitude = fields.Float(digits=(10, 7))
    longitude = fields.Float(digits=(10, 7))
    weekday_ids = fields.Many2many(
        'weekbox.weekday', 'mealbox_pickup_store_weekday_rel', 'store_id', 'weekday_id', string="Pick-up days")
    carrier_id = fields.Many2one(
        'delivery.carrier', string="Pick-up method", required=True, ondelete='restrict',
        help="Shipping method put on orders collected in this store; one per store.")
    opening_hours = fields.Text(translate=True)
    website_id = fields.Many2one(
        'website', ondelete='cascade', index=True,
        help="Restrict this store to one website; empty means every website.")
    active = fields.Boolean(default=True)
    closure_ids = fields.One2many('weekbox.delivery.closure', 'mealbox_store_id', string="Closures")

    # ------------------------------------------------------------
    # CONSTRAINTS
    # ------------------------------------------------------------

    @api.constrains('latitude', 'longitude')
    def _check_coordinates(self):
        for store in self:
            if not -90 <= store.latitude <= 90:
                raise ValidationError(_("The latitude of %s must be between -90 and 90.", store.name))
            if not -180 <= store.longitude <= 180:
                raise ValidationError(_("The longitude of %s must be between -180 and 180.", store.name))

    @api.constrains('carrier_id', 'active')
    def _check_carrier_unique(self):
        for store in self.filtered('active'):
            other = self.search([('id', '!=', store.id), ('carrier_id', '=', store.carrier_id.id)], limit=1)
            if other:
                raise ValidationError(_(
                    "%(store)s and %(other)s use the same pick-up method %(carrier)s: each store needs its own.",
                    store=store.name, other=other.name, carrier=store.carrier_id.name))

    # ------------------------------------------------------------
    # CRUD
    # ------------------------------------------------------------

    @api.model_create_multi
    def create(self, vals_list):
        Partner = self.env['res.partner']
        for vals in vals_list:
            if not vals.get('partner_id'):
                address = {field: vals.pop(field) for field in ADDRESS_FIELDS if field in vals}
                belgium = self.env.ref('base.be', raise_if_not_found=False)
                if belgium:
                    address.setdefault('country_id', belgium.id)
                vals['partner_id'] = Partner.create({
                    'name': vals.get('name') or _("Pick-up store"),
                    'is_company': True,
                    **address,
                }).id
        return super().create(vals_list)

    # ------------------------------------------------------------
    # BUSINESS METHODS
    # ------------------------------------------------------------

    @api.model
    def _mealbox_get_stores(self, website=None):
        """Active stores offered on `website` (default: current), sudo, in display order."""
        website = website or self.env['website'].get_current_website()
        return self.sudo().search([('website_id', 'in', [False, website.id])])

    @api.model
    def _mealbox_find_by_carrier(self, carrier, website=None):
        """The active store whose pick-up method is `carrier` (record or id), sudo, or empty."""
        carrier_id = carrier.id if isinstance(carrier, models.BaseModel) else carrier
        try:
            carrier_id = int(carrier_id or 0)
        except (TypeError, ValueError):
            return self.browse()
        if not carrier_id:
            return self.browse()
        return self._mealbox_get_stores(website).filtered(lambda store: store.carrier_id.id == carrier_id)[:1]

    def _mealbox_address_text(self):
        """One-line address, e.g. 'Veldstraat 10, 9000 Gent, Belgium'."""
        self.ensure_one()
        city = ' '.join(part for part in (self.zip, self.city) if part)
        return ', '.join(part for part in (
            self.street, self.street2, city, self.state_id.name, self.country_id.name) if part)

    def _mealbox_delivery_dates(self, now=None):
        """Pick-up dates of this store (see `website._mealbox_delivery_dates`)."""
        self.ensure_one()
        website = self.website_id or self.env['website'].get_current_website()
        return website._mealbox_delivery_dates(store=self, now=now)

    def _mealbox_dates_by_store(self, now=None):
        """Pick-up dates of these stores, {store id: [date, ...]}, computed by
        `website._mealbox_delivery_dates_batch` for all the stores of a
        website at once (one closure query instead of one per store)."""
        result = {}
        current = self.env['website'].get_current_website()
        by_website = {}
        for store in self.sudo():
            website = store.website_id or current
            by_website.setdefault(website, self.browse())
            by_website[website] |= store
        for website, stores in by_website.items():
            dates = website._mealbox_delivery_dates_batch(list(stores), now=now)
            result.update(zip(stores.ids, dates))
        return result

    def _mealbox_store_rows(self, now=None):
        """What the pick-up step shows of these stores (spec §3.4 Pick-up
        store), in their order: structured address, map position, the
        store's carrier id (the wizard's delivery_type) and pick-up dates.
        A constant number of queries whatever the number of stores."""
        stores = self.sudo()
        dates = stores._mealbox_dates_by_store(now=now)
        rows = []
        for store in stores:
            rows.append({
                'id': store.id,
                'store_name': store.name,
                'street': store.street or '',
                'street2': store.street2 or '',
                'city': store.city or '',
                'state': store.state_id.name or '',
                'zip': store.zip or '',
                'country': store.country_id.name or '',
                'country_code': store.country_id.code or '',
                'latitude': store.latitude,
                'longitude': store.longitude,
                'address': store._mealbox_address_text(),
                'opening_hours': store.opening_hours or '',
                'delivery_type': store.carrier_id.id,
                'delivery_period_list': [fields.Date.to_string(day) for day in dates[store.id]],
            })
        return rows

    def _prepare_mealbox_pickup_values(self):
        """The answer of /pickup/list: this store and its pick-up dates."""
        self.ensure_one()
        row = self._mealbox_store_rows()[0]
        dates = row['delivery_period_list']
        return {
            'delivery_period_list': dates,
            'store': row,
            'message': '' if dates else _("It seems that no dates are available for your address, please contact us"),
        }

    @api.model
    def _mealbox_get_store(self, store_id, website=None):
        """The active store `store_id` offered on `website`, sudo; a clear
        refusal for a junk, unknown, archived or other website's store."""
        store_id = self.env['sale.order']._mealbox_parse_client_id(store_id, _("pick-up store"))
        store = self._mealbox_get_stores(website).filtered(lambda s: s.id == store_id) if store_id else self.browse()
        if not store:
            raise ValidationError(_("This pick-up store is not available. Please choose another one."))
        return store
