import base64
import hashlib
import json
import logging
import re
import unicodedata
from urllib.parse import quote, unquote, urlsplit

import requests

from odoo import _, api, fields, models, tools
from odoo.exceptions import AccessError, ValidationError

from .res_config_settings import AUTOCOMPLETE_KEY_PARAM, AUTOCOMPLETE_URL_PARAM

_logger = logging.getLogger(__name__)

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

# Address autocomplete (spec §7.3 /getmatches, §9.3).
AUTOCOMPLETE_PATH = '/international/v1/autocomplete/'
AUTOCOMPLETE_TIMEOUT = 3
AUTOCOMPLETE_MAX_TERM = 100
AUTOCOMPLETE_MAX_RESULTS = 20
AUTOCOMPLETE_DEFAULT_CONTEXT = 'bel'
# A provider context: 'bel', or an opaque token from a previous suggestion.
CONTEXT_RE = re.compile(r'^[A-Za-z0-9_=-]{3,200}$')
# A spec path tail '{context}/{term}' whose context is a country code (iso3) or a token.
CONTEXT_TAIL_RE = re.compile(r'^([a-z]{3}(?:-[A-Za-z0-9_=-]+)?)/(.+)$', re.DOTALL)
LOCALITIES_FILE = 'website_sale_mealbox/data/mealbox_be_localities.json'
_localities_cache = []


def _fold(text):
    """`text` case- and accent-folded character by character (same length), for matching."""
    folded = []
    for char in text:
        base = unicodedata.normalize('NFKD', char)[:1] or char
        folded.append(base.casefold()[:1] or char)
    return ''.join(folded)


def _highlights(label, term):
    """[[start, end]] of the words of `term` found in `label` (folded), without overlaps."""
    folded = _fold(label)
    spans = []
    for word in _fold(term).split():
        start = folded.find(word)
        if start >= 0:
            spans.append([start, start + len(word)])
    spans.sort()
    merged = []
    for start, end in spans:
        if merged and start <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], end)
        else:
            merged.append([start, end])
    return merged


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
        :raise ValidationError: every problem, one per line (the spec's labels)
        """
        errors = []

        def text(key, label, required=False, max_length=None):
            value = values.get(key)
            if value in (None, False):
                value = ''
            if isinstance(value, int) and not isinstance(value, bool) and key == 'zip':
                value = str(value)
            if not isinstance(value, str):
                errors.append(_("%(field)s must be text.", field=label))
                return None
            value = ' '.join(value.split())
            if required and not value:
                errors.append(required)
            elif max_length and len(value) > max_length:
                errors.append(_("%(field)s is too long (%(max)s characters at most).", field=label, max=max_length))
                return None
            return value

        name = text('name', _("Name"), max_length=FIELD_MAX_LENGTHS['name'])
        if name == '':
            errors.append(_("First name is required."))
        elif name and ' ' not in name:
            errors.append(_("Last name is required."))
        email = (text('email', _("Email"), _("Email is required."), FIELD_MAX_LENGTHS['email']) or '').lower()
        if email and not EMAIL_RE.match(email):
            errors.append(_("Invalid Email Address"))
        phone = text('phone', _("Phone"), _("Phone is required."), FIELD_MAX_LENGTHS['phone'])
        if phone and not PHONE_RE.match(phone):
            errors.append(_("Please enter a valid phone number."))
        street = text('street', _("Street"), _("Street is required."), FIELD_MAX_LENGTHS['street'])
        street2 = text('street2', _("Street (line 2)"), max_length=FIELD_MAX_LENGTHS['street2'])
        zip_code = text('zip', _("Zip code"), _("Zip code is required."), FIELD_MAX_LENGTHS['zip'])
        city = text('city', _("City"), _("City is required."), FIELD_MAX_LENGTHS['city'])
        company_name = text('company_name', _("Company name"), max_length=FIELD_MAX_LENGTHS['company_name'])
        vat = text('vat_number', _("VAT number"), max_length=FIELD_MAX_LENGTHS['vat'])

        country = self._mealbox_form_record('res.country', values.get('country_id'), _("Country"), errors,
                                            required=_("Country is required."))
        state = self._mealbox_form_record('res.country.state', values.get('state_id'), _("State"), errors)
        if state and country and state.country_id != country:
            errors.append(_("The state does not belong to the chosen country."))
        elif country and country.state_required and not state:
            errors.append(_("State is required."))

        if zip_code and country:
            if country.code == 'BE':
                if self.env['mealbox.delivery.zone']._mealbox_normalize_zip(zip_code, country) is None:
                    errors.append(_("Please enter a valid Belgian zip code (4 digits)."))
            elif not FOREIGN_ZIP_RE.match(zip_code):
                errors.append(_("Please enter a valid zip code."))

        title = values.get('title')
        title_record = self.env['res.partner.title']
        if title not in (None, False, ''):
            if not isinstance(title, str) or title not in TITLE_XMLIDS:
                errors.append(_("Unknown title."))
            else:
                title_record = self.env.ref(TITLE_XMLIDS[title], raise_if_not_found=False) or title_record
        birthdate = values.get('birthdate')
        birthdate_value = False
        if birthdate not in (None, False, ''):
            birthdate_value = self._mealbox_form_date(birthdate, errors)

        if vat and country and hasattr(self, 'check_vat'):
            vat = self.fix_eu_vat_number(country.id, vat)
            try:
                self.new({'vat': vat, 'country_id': country.id}).sudo().check_vat()
            except ValidationError as error:
                errors.append(error.args[0])

        if errors:
            raise ValidationError('\n'.join(dict.fromkeys(errors)))
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
    def _mealbox_form_record(self, model, value, label, errors, required=None):
        """The record of `model` the form's id points to (empty when not given);
        a junk or unknown id, or a missing `required` one, adds a message to `errors`."""
        try:
            record_id = self.env['sale.order']._mealbox_parse_client_id(value, label)
        except ValidationError as error:
            errors.append(error.args[0])
            return self.env[model]
        record = self.env[model].sudo().browse(record_id).exists() if record_id else self.env[model]
        if record_id and not record:
            errors.append(_("Unknown %(field)s.", field=label.lower()))
        elif not record_id and required:
            errors.append(required)
        return record

    @api.model
    def _mealbox_form_date(self, value, errors):
        if not isinstance(value, str) or len(value) != 10:
            errors.append(_("Invalid birthdate."))
            return False
        try:
            day = fields.Date.to_date(value)
        except ValueError:
            errors.append(_("Invalid birthdate."))
            return False
        if day.year < 1900 or day > fields.Date.context_today(self):
            errors.append(_("Invalid birthdate."))
            return False
        return day

    def _mealbox_check_can_edit(self, vals):
        """Odoo's own rules of the shop's address form (website_sale
        checkout_form_validate): no name change once invoiced, no name or
        e-mail change of an internal user's contact, VAT editable only while
        allowed."""
        self.ensure_one()
        partner = self.sudo()
        errors = []
        name_change = 'name' in vals and partner.name and vals['name'] != partner.name
        email_change = 'email' in vals and partner.email and vals['email'] != (partner.email or '').lower()
        if name_change and not partner._can_edit_name():
            errors.append(_(
                "Changing your name is not allowed once invoices have been issued for your account. "
                "Please contact us directly for this operation."))
        if (name_change or email_change) and not all(partner.user_ids.mapped('share')):
            errors.append(_(
                "If you wish to change your name or email address, please do so in the account "
                "settings or contact your administrator."))
        if vals.get('vat') and vals['vat'] != partner.vat and not partner.can_edit_vat():
            errors.append(_("Changing VAT number is not allowed once document(s) have been issued "
                            "for your account. Please contact us directly for this operation."))
        if errors:
            raise ValidationError('\n'.join(errors))

    # ------------------------------------------------------------
    # ADDRESS AUTOCOMPLETE (spec §7.3 /getmatches)
    # ------------------------------------------------------------

    @api.model
    def _mealbox_parse_autocomplete_query(self, url, context=None):
        """(context, term) from what the widget sends: the spec's
        '{provider}/international/v1/autocomplete/{context}/{term}' (any host
        and prefix are ignored), its '{context}/{term}' tail, or a plain term
        (with `context`, default 'bel').

        :raise ValidationError: not text, or a term longer than 100 characters
        """
        if not isinstance(url, str):
            raise ValidationError(_("The address to look up must be text."))
        if context not in (None, False, '') and (not isinstance(context, str) or not CONTEXT_RE.match(context)):
            raise ValidationError(_("Invalid address lookup context."))
        text = url
        if AUTOCOMPLETE_PATH in text:
            text = text.split(AUTOCOMPLETE_PATH, 1)[1]
            ctx, _sep, term = text.partition('/')
            context = ctx if CONTEXT_RE.match(ctx) else None
            text = unquote(term)
        elif not context:
            match = CONTEXT_TAIL_RE.match(text)
            if match:
                context, text = match.group(1), match.group(2)
        term = ' '.join(text.split())
        if len(term) > AUTOCOMPLETE_MAX_TERM:
            raise ValidationError(_("The address to look up is too long (%s characters at most).",
                                    AUTOCOMPLETE_MAX_TERM))
        return context or AUTOCOMPLETE_DEFAULT_CONTEXT, term

    @api.model
    def _mealbox_autocomplete(self, url, context=None, partner=None, session_key=''):
        """Address suggestions for the address form.

        Asks the configured provider (ir.config_parameter
        website_sale_mealbox.autocomplete_url + ...autocomplete_key) at
        {provider}/international/v1/autocomplete/{context}/{term}, 3 s at most;
        without a provider, or when it fails, suggests from Odoo's own data:
        the visitor's own addresses (`partner`: their commercial partner and
        its contacts) and the Belgian localities of the delivery zones. Never
        another customer's address.

        :return: list of {label, highlights, precision, description, tags, value, context, address}
        """
        context, term = self._mealbox_parse_autocomplete_query(url, context)
        if not term:
            return []
        suggestions = self._mealbox_autocomplete_provider(context, term, session_key)
        if suggestions is None:
            suggestions = self._mealbox_autocomplete_fallback(context, term, partner)
        unique = {}
        for suggestion in suggestions:
            unique.setdefault((suggestion['label'], suggestion['precision']), suggestion)
        return list(unique.values())[:AUTOCOMPLETE_MAX_RESULTS]

    @api.model
    def _mealbox_autocomplete_provider(self, context, term, session_key=''):
        """The provider's suggestions, normalised; None when there is no
        provider or it failed (then the caller falls back)."""
        params = self.env['ir.config_parameter'].sudo()
        base_url = (params.get_param(AUTOCOMPLETE_URL_PARAM) or '').strip().rstrip('/')
        key = (params.get_param(AUTOCOMPLETE_KEY_PARAM) or '').strip()
        if not base_url or not key:
            return None
        parts = urlsplit(base_url)
        if parts.scheme not in ('http', 'https') or not parts.netloc or parts.query or parts.fragment:
            _logger.warning("Meal box address autocomplete: invalid provider URL %r", base_url)
            return None
        # The host and path come from the settings only: the client chooses the
        # context and the term, both quoted as single path segments.
        url = f"{base_url}{AUTOCOMPLETE_PATH}{quote(context, safe='')}/{quote(term, safe='')}"
        credentials = key if ':' in key else f'{key}:'
        headers = {
            'Authorization': 'Basic ' + base64.b64encode(credentials.encode()).decode(),
            'Accept': 'application/json',
        }
        if session_key:
            headers['X-Autocomplete-Session'] = hashlib.sha256(session_key.encode()).hexdigest()[:32]
        try:
            response = requests.get(url, headers=headers, timeout=AUTOCOMPLETE_TIMEOUT, allow_redirects=False)
            response.raise_for_status()
            payload = response.json()
        except (requests.RequestException, ValueError) as error:
            _logger.info("Meal box address autocomplete: provider failed (%s), using Odoo's data", error)
            return None
        matches = payload.get('matches') if isinstance(payload, dict) else payload
        if not isinstance(matches, list):
            return None
        return [suggestion for suggestion in map(self._mealbox_normalize_suggestion, matches[:50]) if suggestion]

    @api.model
    def _mealbox_normalize_suggestion(self, match):
        """A provider's suggestion in our shape, or None when it is unusable."""
        if not isinstance(match, dict) or not isinstance(match.get('label'), str) or not match['label'].strip():
            return None

        def short_text(value, limit=200):
            return value[:limit] if isinstance(value, str) else ''

        label = short_text(match['label'])
        highlights = []
        for pair in match.get('highlights') or []:
            if (isinstance(pair, (list, tuple)) and len(pair) == 2
                    and all(isinstance(n, int) and not isinstance(n, bool) for n in pair)
                    and 0 <= pair[0] < pair[1] <= len(label)):
                highlights.append([pair[0], pair[1]])
        tags = [tag[:60] for tag in (match.get('tags') or []) if isinstance(tag, str)][:10] \
            if isinstance(match.get('tags'), list) else []
        context = short_text(match.get('context'))
        return {
            'label': label,
            'highlights': highlights[:20],
            'precision': short_text(match.get('precision'), 40),
            'description': short_text(match.get('description')),
            'tags': tags,
            'value': short_text(match.get('value')) or label,
            'context': context if CONTEXT_RE.match(context or '') else '',
            'address': None,
        }

    @api.model
    def _mealbox_localities(self):
        """[(zip, city)] of the Belgian localities of data/mealbox_be_localities.json (cached)."""
        if not _localities_cache:
            with tools.file_open(LOCALITIES_FILE) as file:
                _localities_cache.extend((str(zip_code), city) for zip_code, city in json.load(file))
        return _localities_cache

    @api.model
    def _mealbox_autocomplete_fallback(self, context, term, partner=None):
        """Suggestions from Odoo's data: the visitor's own addresses first
        (precision 'Address'), then localities of the delivery zones
        (precision 'Locality', Belgian context only)."""
        words = _fold(term).split()
        suggestions = []
        if partner:
            commercial = partner.sudo().commercial_partner_id
            own = self.sudo().search([('id', 'child_of', commercial.ids), ('street', '!=', False)], limit=50)
            for row in own._mealbox_address_rows():
                label = ', '.join(part for part in (
                    row['street'], row['street2'], ' '.join(p for p in (row['zip'], row['city']) if p)) if part)
                folded = _fold(label)
                if all(word in folded for word in words):
                    suggestions.append({
                        'label': label,
                        'highlights': _highlights(label, term),
                        'precision': 'Address',
                        'description': _("Your address"),
                        'tags': [],
                        'value': label,
                        'context': context,
                        'address': {
                            'street': row['street'], 'street2': row['street2'], 'zip': row['zip'],
                            'city': row['city'], 'country_code': row['country']['code'] if row['country'] else '',
                        },
                    })
        if context == AUTOCOMPLETE_DEFAULT_CONTEXT or context.startswith(AUTOCOMPLETE_DEFAULT_CONTEXT + '-'):
            Zone = self.env['mealbox.delivery.zone']
            belgium = self.env.ref('base.be', raise_if_not_found=False)
            candidates = []
            for zip_code, city in self._mealbox_localities():
                label = f'{zip_code} {city}'
                folded = _fold(label)
                if all(word in folded for word in words):
                    candidates.append((zip_code, city, label))
            zones = Zone._mealbox_find_zones([(zip_code, belgium.id if belgium else False)
                                              for zip_code, _city, _label in candidates])
            for (zip_code, city, label), zone in zip(candidates, zones):
                if not zone:
                    continue
                suggestions.append({
                    'label': label,
                    'highlights': _highlights(label, term),
                    'precision': 'Locality',
                    'description': zone.name,
                    'tags': [],
                    'value': f'{label} ',
                    'context': context,
                    'address': {'street': '', 'street2': '', 'zip': zip_code, 'city': city, 'country_code': 'BE'},
                })
        return suggestions

    # ------------------------------------------------------------
    # OWNERSHIP
    # ------------------------------------------------------------

    def _mealbox_check_own(self, commercial_partner, allowed_types=None):
        """`self` if it is `commercial_partner` or one of its contacts (of
        `allowed_types` when given), else AccessError — never another
        customer's address."""
        self.ensure_one()
        partner = self.sudo()
        own = partner.exists() and (
            partner == commercial_partner
            or (partner.commercial_partner_id == commercial_partner
                and (allowed_types is None or partner.type in allowed_types)))
        if not own:
            raise AccessError(_("This address is not available."))
        return partner
