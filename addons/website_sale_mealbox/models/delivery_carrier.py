from odoo import _, api, fields, models
from odoo.exceptions import UserError
from odoo.osv import expression


class DeliveryCarrier(models.Model):
    """The meal box's own shipping methods: the home delivery of its zones
    (or of the website) and the pick-up of its stores. The meal box's delivery
    step puts them on meal box orders; the /shop checkout of an ordinary
    order never offers nor takes them (see sale_order_carrier.py)."""
    _inherit = 'delivery.carrier'

    # Not stored: a carrier becomes (or stops being) the meal box's through
    # other models (a zone, a store, a website setting), so it is computed on
    # read from them rather than kept in sync by triggers on three models.
    is_mealbox_carrier = fields.Boolean(
        string="Meal box delivery method",
        compute='_compute_is_mealbox_carrier', search='_search_is_mealbox_carrier',
        help="Home delivery of a meal box delivery zone or website, or pick-up of a meal box store: "
             "offered on meal box orders only, never on ordinary shop checkouts.")

    def _compute_is_mealbox_carrier(self):
        mealbox_ids = self._mealbox_carrier_ids()
        for carrier in self:
            carrier.is_mealbox_carrier = carrier.id in mealbox_ids

    def _search_is_mealbox_carrier(self, operator, value):
        """Every comparison of a boolean: =, !=, in, not in (a filter of the
        list view, a domain of another module)."""
        if operator in ('=', '!='):
            wanted = {bool(value) == (operator == '=')}
        elif operator in ('in', 'not in') and isinstance(value, (list, tuple, set)):
            given = {bool(v) for v in value}
            wanted = given if operator == 'in' else {True, False} - given
        else:
            raise UserError(_("Meal box delivery method: this comparison cannot be searched (%s).", operator))
        if wanted == {True, False}:
            return expression.TRUE_DOMAIN
        if not wanted:
            return expression.FALSE_DOMAIN
        return [('id', 'in' if True in wanted else 'not in', list(self._mealbox_carrier_ids()))]

    def _match_address(self, partner):
        """A store's pick-up happens at the store: its method's countries,
        states and zip prefixes are those of the store's address, never of the
        address a home delivery would go to (a customer living abroad can
        still collect a box in Belgium)."""
        store = self._mealbox_pickup_store()
        return super()._match_address(store.partner_id if store else partner)

    def _mealbox_pickup_store(self):
        """The pick-up store (archived ones too) whose method this is, sudo, or empty."""
        self.ensure_one()
        return self.env['mealbox.pickup.store'].sudo().with_context(active_test=False).search(
            [('carrier_id', '=', self.id)], limit=1) if self.id else self.env['mealbox.pickup.store']

    @api.model
    def _mealbox_carrier_ids(self):
        """Ids (a set) of the carriers the meal box uses: those of its delivery
        zones and pick-up stores, the websites' home delivery method and the
        module's default home delivery (the fallback of `website._mealbox_home_carrier`).
        Archived zones and stores count too: a store closed for a while does
        not make its pick-up an ordinary shipping method."""
        env = self.sudo().with_context(active_test=False).env
        ids = set()
        for model, field in (('mealbox.delivery.zone', 'carrier_id'),
                             ('mealbox.pickup.store', 'carrier_id'),
                             ('website', 'mealbox_home_carrier_id')):
            groups = env[model]._read_group([(field, '!=', False)], groupby=[field])
            ids.update(carrier.id for [carrier] in groups)
        default = self.env.ref('website_sale_mealbox.carrier_home_delivery', raise_if_not_found=False)
        if default:
            ids.add(default.id)
        return ids
