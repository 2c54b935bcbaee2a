import hashlib
from datetime import timedelta

from odoo import api, fields, models
from odoo.http import request


class WeekboxAttemptMixin(models.AbstractModel):
    """ Attempts of a visitor at something a public route lets anyone repeat
    (a card sent to a provider, a website form, a follow creating a contact,
    a sign-up, a wrong promo code), refused beyond a number per account,
    visitor session and IP address in a window of minutes.

    A concrete model inherits this, sets the class attributes below and gets
    its own table, limits and system parameters.
    """
    _name = 'weekbox.attempt.mixin'
    _description = "Rate-Limited Visitor Attempt"
    _order = 'id desc'

    # The limits per field (a field missing here is not limited), the window
    # they count in, and the system parameter overriding a limit (`%s`: the
    # field name), e.g. for a shop whose customers share a proxy's address.
    _weekbox_attempt_default_limits = {}
    _weekbox_attempt_window_minutes = 10
    _weekbox_attempt_limit_param = ''

    # Who made the attempt; never what they sent.
    partner_id = fields.Many2one(string="Customer", comodel_name='res.partner', index=True, ondelete='cascade')
    session_key = fields.Char(string="Session", index=True, help="A hash of the visitor's session id.")
    ip_address = fields.Char(string="IP Address", index=True)

    # === BUSINESS METHODS === #

    @api.model
    def _weekbox_session_key(self, session_id):
        return hashlib.sha256((session_id or '').encode()).hexdigest()[:32] if session_id else False

    @api.model
    def _weekbox_attempt_limits(self):
        """The limit per field: the class's default, or its system parameter."""
        params = self.env['ir.config_parameter'].sudo()
        limits = {}
        for field_name, default in self._weekbox_attempt_default_limits.items():
            value = params.get_param(self._weekbox_attempt_limit_param % field_name, '') \
                if self._weekbox_attempt_limit_param else ''
            limits[field_name] = int(value) if value.isdigit() and int(value) > 0 else default
        return limits

    @api.model
    def _weekbox_register_attempt(self, partner, session_id, ip_address):
        """ Record an attempt unless the account, the session or the address
        made too many in the window (see `_weekbox_record_attempt`).

        :param res.partner partner: The account the attempt is for (may be empty).
        :param str session_id: The visitor's session id.
        :param str ip_address: The visitor's address.
        :return: Whether the attempt may go on.
        :rtype: bool
        """
        return bool(self._weekbox_record_attempt(partner, session_id, ip_address))

    @api.model
    def _weekbox_record_attempt(self, partner, session_id, ip_address):
        """ Record an attempt unless the account, the session or the address
        made too many in the window.

        The attempt is committed in its own transaction before counting: a
        concurrent request counts it (also when the request fails later), and
        the later of two concurrent requests sees both.

        :return: The recorded attempt's id, or 0 when it is refused.
        :rtype: int
        """
        values = {
            'partner_id': partner.id or False,
            'session_key': self._weekbox_session_key(session_id),
            'ip_address': ip_address or False,
        }
        with self.env.registry.cursor() as cr:
            attempts = self.with_env(self.env(cr=cr, su=True))
            attempt = attempts.create(values)
            cr.commit()
            since = cr.now() - timedelta(minutes=self._weekbox_attempt_window_minutes)
            for field_name, limit in self._weekbox_attempt_limits().items():
                value = attempt[field_name]
                if not value:
                    continue
                value = value.id if isinstance(value, models.BaseModel) else value
                if attempts.search_count([(field_name, '=', value), ('create_date', '>=', since)]) > limit:
                    attempt.unlink()  # a refused attempt does not extend the wait
                    return 0
            return attempt.id

    @api.model
    def _weekbox_withdraw_attempt(self, attempt_id):
        """ Take back an attempt that turned out not to count. A model that
        limits failures only (e.g. wrong promo codes) records each try before
        making it, so that concurrent tries count each other, and withdraws
        the tries that succeeded. Committed in its own transaction, as the
        recording was (the request's transaction does not see that row). """
        if not attempt_id:
            return
        with self.env.registry.cursor() as cr:
            self.with_env(self.env(cr=cr, su=True)).browse(attempt_id).exists().unlink()

    @api.model
    def _weekbox_register_request_attempt(self):
        """ `_weekbox_register_attempt` for the visitor of the current request. """
        return bool(self._weekbox_record_request_attempt())

    @api.model
    def _weekbox_record_request_attempt(self):
        """ `_weekbox_record_attempt` for the visitor of the current request:
        a logged-in user's partner (a public visitor has none of their own),
        the session and the address. """
        user = request.env.user
        partner = user.partner_id if not user._is_public() else self.env['res.partner']
        return self._weekbox_record_attempt(partner, request.session.sid, request.httprequest.remote_addr)

    @api.autovacuum
    def _gc_expired_attempts(self):
        """ Attempts older than the window count no more. """
        if self._abstract:
            return  # Odoo's autovacuum calls it on the mixin too, which has no table
        since = fields.Datetime.now() - timedelta(minutes=self._weekbox_attempt_window_minutes)
        self.sudo().search([('create_date', '<', since)]).unlink()
