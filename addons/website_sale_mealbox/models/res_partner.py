import re

from odoo import _, api, fields, models
from odoo.exceptions import ValidationError

from odoo.addons.website_weekbox.rpc_errors import FieldValidationError

# Spec §5.3: a lowercase e-mail whose top-level part has 2 letters or more.
EMAIL_RE = re.compile(r'^[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,63}$')
# Phone numbers: digits and the usual separators; the spec's stricter pattern is not enforced.
PHONE_RE = re.compile(r'^\+?[0-9 ()./-]{6,32}$')
FOREIGN_ZIP_RE = re.compile(r'^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$')
# Titles of the address form (spec §9.3), as res.partner.title records of base.
TITLE_XMLIDS = {'Miss': 'base.res_partner_title_miss', 'Mister': 'base.res_partner_title_mister'}
FIELD_MAX_LENGTHS = {
    'name': 128, 'email': 254, 'phone': 32, 'street': 128, 'street2': 128,
    'city': 64, 'zip': 16, 'company_name': 128, 'vat': 32,
}
ADDRESS_READ_FIELDS = [
    'name', 'email', 'phone', 'street', 'street2', 'zip', 'city', 'state_id', 'country_id',
    'company_name', 'vat', 'type', 'title', 'mealbox_birthdate', 'parent_id',
]


class ResPartner(models.Model):
    _inherit = 'res.partner'

    mealbox_birthdate = fields.Date(string="Birthdate", help="Given on the meal box address form (optional).")

    # ------------------------------------------------------------
    # ADDRESSES AS THE WIDGETS SEE THEM
    # ------------------------------------------------------------

    def _mealbox_address_rows(self, website=None):
        """Structured addresses of these partners, in their order (no HTML).

        One read for the partners, one for their countries and states, one
        zone search for the `deliverable` flags, whatever their number.
        """
        if not self:
            return []
        partners = self.sudo()
        rows = partners.read(ADDRESS_READ_FIELDS)
        countries = {c['id']: c for c in partners.country_id.read(['name', 'code'])}
        states = {s['id']: s for s in partners.state_id.read(['name', 'code'])}
        titles = {self.env.ref(xmlid, raise_if_not_found=False): label for label, xmlid in TITLE_XMLIDS.items()}
        title_labels = {title.id: label for title, label in titles.items() if title}
        zones = self.env['mealbox.delivery.zone']._mealbox_find_zones(
            [(row['zip'], row['country_id'] and row['country_id'][0]) for row in rows], website=website)
        result = []
        for row, zone in zip(rows, zones):
            country = row['country_id'] and countries.get(row['country_id'][0])
            state = row['state_id'] and states.get(row['state_id'][0])
            city_line = ' '.join(part for part in (row['zip'], row['city']) if part)
            result.append({
                'id': row['id'],
                'name': row['name'] or '',
                'email': row['email'] or '',
                'phone': row['phone'] or '',
                'street': row['street'] or '',
                'street2': row['street2'] or '',
                'zip': row['zip'] or '',
                'city': row['city'] or '',
                'state': {'id': state['id'], 'name': state['name'], 'code': state['code'] or ''} if state else None,
                'country': {'id': country['id'], 'name': country['name'], 'code': country['code'] or ''}
                if country else None,
                'company_name': row['company_name'] or '',
                'vat': row['vat'] or '',
                'title': title_labels.get(row['title'] and row['title'][0], ''),
                'birthdate': fields.Date.to_string(row['mealbox_birthdate']) if row['mealbox_birthdate'] else '',
                'type': row['type'] or 'contact',
                'parent_id': row['parent_id'] and row['parent_id'][0] or 0,
                'deliverable': bool(zone),
                'address': ', '.join(part for part in (
                    row['street'], row['street2'], city_line, state and state['name'], country and country['name'])
                    if part),
            })
        return result

    # ------------------------------------------------------------
    # ADDRESS FORM (spec §3.4 Partner/address, §5.3 Address form)
    # ------------------------------------------------------------

    @api.model
    def _mealbox_clean_address(self, values):
        """Checked and normalised res.partner values from the address form.

        :param values: dict with name (first and last name joined by a space),
            email, phone, street, street2, zip, city, country_id, state_id,
            company_name, vat_number, title, birthdate (strings or ids)
        :return: dict of res.partner values
        :raise FieldValidationError: every problem, in the spec's words (each
            required field's own label, 'Invalid Email Address'), keyed by the
            param it concerns (its first problem only)
        """
        errors = {}

        def refuse(key, message):
            errors.setdefault(key, message)

        def text(key, label, required=False, max_length=None):
            value = values.get(key)
            if value in (None, False):
                value = ''
            if isinstance(value, int) and not isinstance(value, bool) and key == 'zip':
                value = str(value)
            if not isinstance(value, str):
                refuse(key, _("%(field)s must be text.", field=label))
                return None
            value = ' '.join(value.split())
            if required and not value:
                refuse(key, required)
            elif max_length and len(value) > max_length:
                refuse(key, _("%(field)s is too long (%(max)s characters at most).", field=label, max=max_length))
                return None
            return value

        name = text('name', _("Name"), max_length=FIELD_MAX_LENGTHS['name'])
        if name == '':
            refuse('name', _("First name is required."))
        elif name and ' ' not in name:
            refuse('name', _("Last name is required."))
        email = (text('email', _("Email"), _("Email is required."), FIELD_MAX_LENGTHS['email']) or '').lower()
        if email and not EMAIL_RE.match(email):
            refuse('email', _("Invalid Email Address"))
        phone = text('phone', _("Phone"), _("Phone is required."), FIELD_MAX_LENGTHS['phone'])
        if phone and not PHONE_RE.match(phone):
            refuse('phone', _("Please enter a valid phone number."))
        street = text('street', _("Street"), _("Street is required."), FIELD_MAX_LENGTHS['street'])
        street2 = text('street2', _("Street (line 2)"), max_length=FIELD_MAX_LENGTHS['street2'])
        zip_code = text('zip', _("Zip code"), _("Zip code is required."), FIELD_MAX_LENGTHS['zip'])
        city = text('city', _("City"), _("City is required."), FIELD_MAX_LENGTHS['city'])
        company_name = text('company_name', _("Company name"), max_length=FIELD_MAX_LENGTHS['company_name'])
        vat = text('vat_number', _("VAT number"), max_length=FIELD_MAX_LENGTHS['vat'])

        country = self._mealbox_form_record('res.country', values.get('country_id'), _("Country"),
                                            lambda message: refuse('country_id', message),
                                            required=_("Country is required."))
        state = self._mealbox_form_record('res.country.state', values.get('state_id'), _("State"),
                                          lambda message: refuse('state_id', message))
        if state and country and state.country_id != country:
            refuse('state_id', _("The state does not belong to the chosen country."))
        elif country and country.state_required and not state:
            refuse('state_id', _("State is required."))

        if zip_code and country:
            if country.code == 'BE':
                if self.env['mealbox.delivery.zone']._mealbox_normalize_zip(zip_code, country) is None:
                    refuse('zip', _("Please enter a valid Belgian zip code (4 digits)."))
            elif not FOREIGN_ZIP_RE.match(zip_code):
                refuse('zip', _("Please enter a valid zip code."))

        title = values.get('title')
        title_record = self.env['res.partner.title']
        if title not in (None, False, ''):
            if not isinstance(title, str) or title not in TITLE_XMLIDS:
                refuse('title', _("Unknown title."))
            else:
                title_record = self.env.ref(TITLE_XMLIDS[title], raise_if_not_found=False) or title_record
        birthdate = values.get('birthdate')
        birthdate_value = False
        if birthdate not in (None, False, ''):
            birthdate_value = self._mealbox_form_date(birthdate, lambda message: refuse('birthdate', message))

        if vat and country and hasattr(self, 'check_vat'):
            vat = self.fix_eu_vat_number(country.id, vat)
            try:
                self.new({'vat': vat, 'country_id': country.id}).sudo().check_vat()
            except ValidationError as error:
                refuse('vat_number', error.args[0])

        if errors:
            raise FieldValidationError(errors)
        vals = {
            'name': name,
            'email': email,
            'phone': phone,
            'street': street,
            'street2': street2 or False,
            'zip': zip_code,
            'city': city,
            'country_id': country.id,
            'state_id': state.id or False,
            'company_name': company_name or False,
        }
        if vat:
            vals['vat'] = vat
        if 'title' in values:
            vals['title'] = title_record.id or False
        if 'birthdate' in values:
            vals['mealbox_birthdate'] = birthdate_value
        return vals

    @api.model
    def _mealbox_form_record(self, model, value, label, refuse, required=None):
        """The record of `model` the form's id points to (empty when not given);
        a junk or unknown id, or a missing `required` one, is passed to `refuse`."""
        try:
            record_id = self.env['sale.order']._mealbox_parse_client_id(value, label)
        except ValidationError as error:
            refuse(error.args[0])
            return self.env[model]
        record = self.env[model].sudo().browse(record_id).exists() if record_id else self.env[model]
        if record_id and not record:
            refuse(_("Unknown %(field)s.", field=label.lower()))
        elif not record_id and required:
            refuse(required)
        return record

    @api.model
    def _mealbox_form_date(self, value, refuse):
        if not isinstance(value, str) or len(value) != 10:
            refuse(_("Invalid birthdate."))
            return False
        try:
            day = fields.Date.to_date(value)
        except ValueError:
            refuse(_("Invalid birthdate."))
            return False
        if day.year < 1900 or day > fields.Date.context_today(self):
            refuse(_("Invalid birthdate."))
            return False
        return day

    def _mealbox_check_can_edit(self, vals):
        """Odoo's own rules of the shop's address form (website_sale
        checkout_form_validate): no name change once invoiced, no name or
        e-mail change of an internal user's contact, VAT editable only while
        allowed. Keyed like _mealbox_clean_address."""
        self.ensure_one()
        partner = self.sudo()
        errors, general = {}, []
        name_change = 'name' in vals and partner.name and vals['name'] != partner.name
        email_change = 'email' in vals and partner.email and vals['email'] != (partner.email or '').lower()
        if name_change and not partner._can_edit_name():
            errors['name'] = _(
                "Changing your name is not allowed once invoices have been issued for your account. "
                "Please contact us directly for this operation.")
        if (name_change or email_change) and not all(partner.user_ids.mapped('share')):
            # Name or e-mail, whichever was changed: no one field to show it under.
            general.append(_(
                "If you wish to change your name or email address, please do so in the account "
                "settings or contact your administrator."))
        if vals.get('vat') and vals['vat'] != partner.vat and not partner.can_edit_vat():
            errors['vat_number'] = _("Changing VAT number is not allowed once document(s) have been issued "
                                     "for your account. Please contact us directly for this operation.")
        if errors or general:
            raise FieldValidationError(errors, general)
