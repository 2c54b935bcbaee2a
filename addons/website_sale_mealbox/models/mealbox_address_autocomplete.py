"""The address form's suggestions (spec §7.3 /getmatches, §9.3): a client of
the configured autocomplete provider, with Odoo's own data as the fallback."""
import base64
import hashlib
import json
import logging
import re
import threading
import time
import unicodedata
from collections import deque
from urllib.parse import quote, unquote, urlsplit

import requests

from odoo import _, api, models, tools
from odoo.exceptions import ValidationError

from .res_config_settings import AUTOCOMPLETE_KEY_PARAM, AUTOCOMPLETE_URL_PARAM

_logger = logging.getLogger(__name__)

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
# The localities never change while the server runs: read once per process.
_localities_cache = []
# Lookups per visitor (see MealboxAddressAutocomplete): at most LIMITS[kind]
# in LOOKUP_WINDOW_SECONDS, per session and per IP address; a system parameter
# LOOKUP_LIMIT_PARAM % kind (a positive integer) overrides a limit.
LOOKUP_WINDOW_SECONDS = 60
LOOKUP_LIMITS = {'session': 30, 'ip': 120}
LOOKUP_LIMIT_PARAM = 'website_sale_mealbox.getmatches_limit_%s'


def _clock():
    """Seconds of a clock that never goes back (the tests move it)."""
    return time.monotonic()


class _LookupCounter:
    """The times of the lookups each key (a visitor's session or IP address)
    made in the last window, in this process's memory (thread-safe)."""

    def __init__(self):
        self._lock = threading.Lock()
        self._times = {}
        self._swept = None

    def take(self, limits, window, now):
        """Counts one lookup for every (key, limit) of `limits` if each key made
        fewer than its limit in the last `window` seconds; else counts nothing
        (a refused lookup does not extend the wait).

        :return: whether the lookup may go on
        """
        since = now - window
        with self._lock:
            if self._swept is None or now - self._swept >= window:
                self._sweep(since)
                self._swept = now
            for key, limit in limits:
                times = self._times.get(key)
                while times and times[0] <= since:
                    times.popleft()
                if times and len(times) >= limit:
                    return False
            for key, _limit in limits:
                self._times.setdefault(key, deque()).append(now)
        return True

    def _sweep(self, since):
        """Forgets the keys with no lookup in the window (bounds the memory)."""
        for key in [key for key, times in self._times.items() if not times or times[-1] <= since]:
            del self._times[key]

    def clear(self):
        with self._lock:
            self._times.clear()
            self._swept = None


_lookup_counter = _LookupCounter()


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


class MealboxAddressAutocomplete(models.AbstractModel):
    """Address suggestions for the meal box address form. An abstract model
    (no table): a service other modules can extend, e.g. to add a provider.

    Each visitor may look up at most 30 addresses a minute per session and
    120 a minute per IP address (several customers behind one address, e.g.
    an office); beyond, the lookup answers no suggestion (the form then lets
    the visitor type the address by hand) without asking the provider.
    System parameters (ir.config_parameter) change the limits, a positive
    integer each:

    - ``website_sale_mealbox.getmatches_limit_session`` (default 30)
    - ``website_sale_mealbox.getmatches_limit_ip`` (default 120)

    The counts live in each Odoo process's memory (no table, no query): with
    several workers, each one counts the requests it serves.

    Neither what the visitor typed nor the provider URL holding it is logged.
    """
    _name = 'mealbox.address.autocomplete'
    _description = 'Meal box address autocomplete'

    @api.model
    def _parse_query(self, url, context=None):
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
    def _lookup_limits(self):
        """{kind: lookups allowed per window} (see the class docstring)."""
        params = self.env['ir.config_parameter'].sudo()
        limits = {}
        for kind, default in LOOKUP_LIMITS.items():
            value = (params.get_param(LOOKUP_LIMIT_PARAM % kind) or '').strip()
            limits[kind] = int(value) if value.isdigit() and int(value) > 0 else default
        return limits

    @api.model
    def _lookup_allowed(self, session_key='', ip_address=''):
        """Counts a lookup of the visitor (their session and IP address);
        False once either made its limit of lookups in the last minute."""
        limits = self._lookup_limits()
        keys = []
        if session_key:
            digest = hashlib.sha256(session_key.encode()).hexdigest()[:32]
            keys.append((f'session:{digest}', limits['session']))
        if ip_address:
            keys.append((f'ip:{ip_address}', limits['ip']))
        return not keys or _lookup_counter.take(keys, LOOKUP_WINDOW_SECONDS, _clock())

    @api.model
    def _get_suggestions(self, url, context=None, partner=None, session_key='', ip_address=''):
        """Address suggestions for the address form.

        Asks the configured provider (ir.config_parameter
        website_sale_mealbox.autocomplete_url + ...autocomplete_key) at
        {provider}/international/v1/autocomplete/{context}/{term}, 3 s at most;
        without a provider, or when it fails, suggests from Odoo's own data:
        the visitor's own addresses (`partner`: their commercial partner and
        its contacts) and the Belgian localities of the delivery zones. Never
        another customer's address.

        Beyond the visitor's limit of lookups (`session_key`, `ip_address`:
        see the class docstring), no suggestion.

        :return: list of {label, highlights, precision, description, tags, value, context, address}
        """
        context, term = self._parse_query(url, context)
        if not term or not self._lookup_allowed(session_key, ip_address):
            return []
        suggestions = self._provider_suggestions(context, term, session_key)
        if suggestions is None:
            suggestions = self._odoo_suggestions(context, term, partner)
        unique = {}
        for suggestion in suggestions:
            unique.setdefault((suggestion['label'], suggestion['precision']), suggestion)
        return list(unique.values())[:AUTOCOMPLETE_MAX_RESULTS]

    @api.model
    def _provider_suggestions(self, context, term, session_key=''):
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
            # The error's text may hold the URL, so what the visitor typed: its kind only.
            status = getattr(getattr(error, 'response', None), 'status_code', None)
            _logger.info("Meal box address autocomplete: provider failed (%s%s), using Odoo's data",
                         type(error).__name__, f' HTTP {status}' if status else '')
            return None
        matches = payload.get('matches') if isinstance(payload, dict) else payload
        if not isinstance(matches, list):
            return None
        return [suggestion for suggestion in map(self._normalize_suggestion, matches[:50]) if suggestion]

    @api.model
    def _normalize_suggestion(self, match):
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
    def _localities(self):
        """[(zip, city)] of the Belgian localities of data/mealbox_be_localities.json (cached)."""
        if not _localities_cache:
            with tools.file_open(LOCALITIES_FILE) as file:
                _localities_cache.extend((str(zip_code), city) for zip_code, city in json.load(file))
        return _localities_cache

    @api.model
    def _odoo_suggestions(self, context, term, partner=None):
        """Suggestions from Odoo's data: the visitor's own addresses first
        (precision 'Address'), then localities of the delivery zones
        (precision 'Locality', Belgian context only)."""
        words = _fold(term).split()
        suggestions = []
        if partner:
            commercial = partner.sudo().commercial_partner_id
            own = self.env['res.partner'].sudo().search(
                [('id', 'child_of', commercial.ids), ('street', '!=', False)], limit=50)
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
            for zip_code, city in self._localities():
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
