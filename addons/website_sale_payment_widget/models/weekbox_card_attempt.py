import hashlib
from datetime import timedelta

from odoo import api, fields, models

from odoo.addons.website_sale_payment_widget.const import (
    CARD_ATTEMPT_LIMIT_PARAM,
    CARD_ATTEMPT_LIMITS,
    CARD_ATTEMPT_WINDOW_MINUTES,
)


class WeekboxCardAttempt(models.Model):
    _name = 'weekbox.card.attempt'
    _description = "Card Attempt"
    _order = 'id desc'

    # Who sent a card to a provider (card testing is refused per account,
    # session and address); never anything of the card.
    partner_id = fields.Many2one(string="Customer", comodel_name='res.partner', index=True, ondelete='cascade')
    session_key = fields.Char(string="Session", index=True, help="A hash of the visitor's session id.")
    ip_address = fields.Char(string="IP Address", index=True)

    # === BUSINESS METHODS === #

    @api.model
    def _weekbox_session_key(self, session_id):
        return hashlib.sha256((session_id or '').encode()).hexdigest()[:32] if session_id else False

    @api.model
    def _weekbox_attempt_limits(self):
        """The limit per field: const.CARD_ATTEMPT_LIMITS, or its system parameter."""
        params = self.env['ir.config_parameter'].sudo()
        limits = {}
        for field_name, default in CARD_ATTEMPT_LIMITS.items():
            value = params.get_param(CARD_ATTEMPT_LIMIT_PARAM % field_name, '')
            limits[field_name] = int(value) if value.isdigit() and int(value) > 0 else default
        return limits

    @api.model
    def _weekbox_register_attempt(self, partner, session_id, ip_address):
        """ Record a card sent to a provider unless the account, the session or
        the address sent too many in the last minutes (const.CARD_ATTEMPT_LIMITS).

        The attempt is committed in its own transaction before counting: a
        concurrent request counts it (also when the request fails later), and
        the later of two concurrent requests sees both.

        :param res.partner partner: The account the card is for.
        :param str session_id: The visitor's session id.
        :param str ip_address: The visitor's address.
        :return: Whether the attempt may go on.
        :rtype: bool
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
            since = cr.now() - timedelta(minutes=CARD_ATTEMPT_WINDOW_MINUTES)
            for field_name, limit in self._weekbox_attempt_limits().items():
                value = attempt[field_name]
                if not value:
                    continue
                value = value.id if isinstance(value, models.BaseModel) else value
                if attempts.search_count([(field_name, '=', value), ('create_date', '>=', since)]) > limit:
                    attempt.unlink()  # a refused attempt does not extend the wait
                    return False
        return True

    @api.autovacuum
    def _gc_expired_attempts(self):
        """ Attempts older than the window count no more. """
        since = fields.Datetime.now() - timedelta(minutes=CARD_ATTEMPT_WINDOW_MINUTES)
        self.sudo().search([('create_date', '<', since)]).unlink()
