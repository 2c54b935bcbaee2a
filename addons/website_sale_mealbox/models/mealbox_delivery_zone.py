import re

from odoo import _, api, fields, models
from odoo.exceptions import ValidationError

# Separators between the ranges of `zip_ranges`: comma, semicolon or new line.
ZIP_RANGE_SEPARATORS = re.compile(r'[,;\n]')
ZIP_RANGE = re.compile(r'^([0-9]{1,10})(?:\s*-\s*([0-9]{1,10}))?$')
# Longest zip code anywhere is 10 characters; Belgian ones have exactly 4 digits.
ZIP_MAX_LENGTH = 10
ZIP_LENGTH_BY_COUNTRY = {'BE': 4}


class MealboxDeliveryZone(models.Model):
    """Where the meal box is delivered at home, on which days, by which carrier."""
    _name = 'mealbox.delivery.zone'
    _description = 'Meal box delivery zone'
    _order = 'sequence, name, id'

    name = fields.Char(required=True, translate=True)
    sequence = fields.Integer(default=10, help="The first matching zone wins.")
    country_id = fields.Many2one(
        'res.country', required=True, default=lambda self: self.env.ref('base.be', raise_if_not_found=False))
    zip_ranges = fields.Char(
        string="Zip codes", required=True,
        help="Zip codes and ranges separated by commas, e.g. 1000-1299, 1500, 3000-3999.")
    weekday_ids = fields.Many2many(
        'weekbox.weekday', 'mealbox_delivery_zone_weekday_rel', 'zone_id', 'weekday_id',
        string="Delivery days")
    carrier_id = fields.Many2one(
        'delivery.carrier', string="Carrier", ondelete='restrict',
        help="Shipping method of home deliveries in this zone; empty uses the website's home delivery method.")
    website_id = fields.Many2one(
        'website', ondelete='cascade', index=True, help="Restrict this zone to one website; empty means every website.")
    active = fields.Boolean(default=True)

    # ------------------------------------------------------------
    # CONSTRAINTS
    # ------------------------------------------------------------

    @api.constrains('zip_ranges')
    def _check_zip_ranges(self):
        for zone in self:
            zone._mealbox_parse_zip_ranges(zone.zip_ranges)

    # ------------------------------------------------------------
    # BUSINESS METHODS
    # ------------------------------------------------------------

    @api.model
    def _mealbox_parse_zip_ranges(self, text):
        """'1000-1299, 1500' -> [(1000, 1299), (1500, 1500)]; ValidationError when unparseable."""
        ranges = []
        for part in ZIP_RANGE_SEPARATORS.split(text or ''):
            part = part.strip()
            if not part:
                continue
            match = ZIP_RANGE.match(part)
            if not match:
                raise ValidationError(_(
                    "“%(part)s” is not a zip code or a range of zip codes (e.g. 1000-1299).", part=part))
            low = int(match.group(1))
            high = int(match.group(2) or match.group(1))
            if low > high:
                raise ValidationError(_("The zip code range “%(part)s” ends before it starts.", part=part))
            ranges.append((low, high))
        if not ranges:
            raise ValidationError(_("A delivery zone needs at least one zip code."))
        return ranges

    @api.model
    def _mealbox_normalize_zip(self, zip_code, country=None):
        """The zip code as an int when it is well-formed for `country`, else None.

        A zip code is digits only (surrounding whitespace ignored; ints are
        accepted); a Belgian one has exactly 4 digits, others at most 10.
        """
        if zip_code is None or zip_code is False or isinstance(zip_code, bool):
            return None
        text = str(zip_code).strip()
        if not text or not text.isascii() or not text.isdigit():
            return None
        expected = ZIP_LENGTH_BY_COUNTRY.get(country.code) if country else None
        if (expected and len(text) != expected) or len(text) > ZIP_MAX_LENGTH:
            return None
        return int(text)

    @api.model
    def _mealbox_get_country(self, country=None):
        """A res.country from a record, an id or a code; Belgium by default."""
        Country = self.env['res.country']
        if not country:
            return self.env.ref('base.be', raise_if_not_found=False) or Country
        if isinstance(country, models.BaseModel):
            return country
        if isinstance(country, int):
            return Country.browse(country).exists()
        return Country.search([('code', '=ilike', str(country).strip())], limit=1)

    @api.model
    def _mealbox_find_zone(self, zip_code, country=None, website=None):
        """The active zone delivering `zip_code`, or an empty recordset.

        :param zip_code: str or int, e.g. ' 1000 '
        :param country: res.country record, id or code (default: Belgium)
        :param website: website record (default: the current website); zones of
            that website are tried before zones without website
        :return: one `mealbox.delivery.zone` (sudo), or empty
        """
        return self._mealbox_find_zones([(zip_code, country)], website=website)[0]

    @api.model
    def _mealbox_is_deliverable(self, zip_code, country=None, website=None):
        """Whether `zip_code` is in a delivery zone (see `_mealbox_find_zone`)."""
        return bool(self._mealbox_find_zone(zip_code, country=country, website=website))

    def _mealbox_get_carrier(self):
        """Shipping method of home deliveries in this zone (zone's own, else the website's)."""
        self.ensure_one()
        website = self.website_id or self.env['website'].get_current_website()
        return self.carrier_id or website._mealbox_home_carrier()

    @api.model
    def _mealbox_find_zones(self, pairs, website=None):
        """Batch `_mealbox_find_zone`: one zone search for many (zip, country) pairs.

        :param pairs: iterable of (zip_code, country) where country is a
            res.country record, an id, a code or falsy (Belgium)
        :param website: as in `_mealbox_find_zone`
        :return: list of zones (sudo, possibly empty), aligned with `pairs`
        """
        pairs = list(pairs)
        if not pairs:
            return []
        website = website or self.env['website'].get_current_website()
        zones = self.sudo().search([('website_id', 'in', [False, website.id])]).sorted(lambda z: not z.website_id)
        ranges = [(zone, zone.country_id.id, zone._mealbox_parse_zip_ranges(zone.zip_ranges)) for zone in zones]
        countries = {}
        result = []
        for zip_code, country in pairs:
            key = country.id if isinstance(country, models.BaseModel) else country
            if key not in countries:
                countries[key] = self._mealbox_get_country(country)
            country_record = countries[key]
            number = self._mealbox_normalize_zip(zip_code, country_record) if country_record else None
            found = self.browse()
            if number is not None:
                for zone, country_id, zone_ranges in ranges:
                    if country_id == country_record.id and any(low <= number <= high for low, high in zone_ranges):
                        found = zone
                        break
            result.append(found)
        return result

    @api.model
    def _mealbox_check_zip(self, zip_code, website=None):
        """The home page zip check (spec §2.6, §5.3): whether `zip_code`
        (text) is delivered at home, in Belgium.

        :return: dict valid (bool), zip (the normalised code, '' when
            malformed), message ('' when valid), zone (the zone, sudo, or empty)
        """
        belgium = self._mealbox_get_country()
        text = zip_code.strip() if isinstance(zip_code, str) else ''
        number = self._mealbox_normalize_zip(text, belgium)
        if number is None:
            return {'valid': False, 'zip': '', 'zone': self.browse(),
                    'message': _("Please enter a valid Belgian zip code (4 digits).")}
        normalised = text
        zone = self._mealbox_find_zone(normalised, belgium, website=website)
        if not zone:
            return {'valid': False, 'zip': normalised, 'zone': zone,
                    'message': _("Sorry, we do not deliver to %(zip)s yet.", zip=normalised)}
        return {'valid': True, 'zip': normalised, 'zone': zone, 'message': ''}

    @api.model
    def _prepare_mealbox_zip_check_values(self, zip_code, website):
        """The answer of the home page's zip check: the check and the dates of the zone found."""
        check = self._mealbox_check_zip(zip_code, website=website)
        zone = check['zone']
        dates = website._mealbox_delivery_dates(zone=zone) if zone else []
        return {
            'valid': check['valid'],
            'zip': check['zip'],
            'message': check['message'],
            'zone_name': zone.name or '',
            'delivery_period_list': [fields.Date.to_string(day) for day in dates],
        }
