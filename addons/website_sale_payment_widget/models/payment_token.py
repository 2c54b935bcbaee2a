from odoo import _, api, fields, models
from odoo.exceptions import AccessError

# At most this many orders are listed as linked to a card.
LINKED_ORDERS_LIMIT = 20


class PaymentToken(models.Model):
    _inherit = 'payment.token'

    # A card tokenised in the payment form while paying (payment.transaction's
    # _set_* archive it): 'first_payment' when the customer asked to save it,
    # kept once that payment goes through, archived if it is declined;
    # 'this_payment' when not, archived once the payment is processed and never
    # offered meanwhile (Odoo refuses a transaction on an archived token).
    weekbox_card_use = fields.Selection(
        string="Card Kept For",
        selection=[('first_payment', "Saved once paid with"), ('this_payment', "This payment only")],
    )

    @api.model
    def _get_available_tokens(self, *args, **kwargs):
        """ Override of `payment`: a card given for one payment is never offered again. """
        tokens = super()._get_available_tokens(*args, **kwargs)
        return tokens.filtered(lambda token: token.weekbox_card_use != 'this_payment')

    def get_linked_records_info(self):
        """ Override of `payment` to list the sales orders paid, or being paid,
        with this card: its payments (and their refunds) go through it.

        The method is public (callable through /web/dataset/call_kw): outside
        sudo, only the token's owner gets an answer.

        Note: self.ensure_one()

        :raise AccessError: If the current user may not see this token.
        """
        self._weekbox_check_token_access()
        records_info = super().get_linked_records_info()
        owner = self.partner_id.commercial_partner_id
        transactions_sudo = self.env['payment.transaction'].sudo().search([
            ('token_id', '=', self.id),
            ('state', 'in', ('pending', 'authorized', 'done')),
        ], order='id desc')
        orders_sudo = transactions_sudo.sale_order_ids.filtered(
            lambda order: order.state != 'cancel' and order.partner_id.commercial_partner_id == owner
        )
        for order_sudo in orders_sudo[:LINKED_ORDERS_LIMIT]:
            records_info.append({
                'description': order_sudo.type_name,
                'id': order_sudo.id,
                'name': order_sudo.name,
                'url': order_sudo.get_portal_url(),
            })
        return records_info

    # === BUSINESS METHODS === #

    def _weekbox_set_card_use(self, save_card, paying=True):
        """ What becomes of a card tokenised in the payment form: one added is
        saved; one paid with is saved at the customer's request once that
        payment goes through (never if declined), else it pays this payment
        only (see weekbox_card_use). """
        if paying:
            self.sudo().weekbox_card_use = 'first_payment' if save_card else 'this_payment'

    def _weekbox_continue_after_authentication(self, continuation):
        """ What follows the 3-D Secure challenge of a card tokenised in the
        payment form (`self`: its new token, empty when the authentication did
        not succeed), as the form's `continuation` says (what it remembered
        when the challenge started; None when this visitor's session did not
        start it).

        :return: (outcome, order): 'unknown' for a challenge of no known
            purpose (the card is not kept: neither its purpose nor the
            customer's consent to keep it is known), 'failed' for a failed
            authentication or an order gone meanwhile, 'saved' for a card
            being added, 'pay' for the `order` (sudo) to pay with it now (the
            card then kept as the customer asked)
        """
        if continuation is None:
            if self:
                self.sudo().active = False
            return 'unknown', None
        if not self:
            return 'failed', None
        if not continuation.get('order_id'):
            return 'saved', None
        order_sudo = self.env['sale.order'].sudo().browse(continuation['order_id']).exists()
        self._weekbox_set_card_use(continuation.get('save_card', False))
        if not order_sudo:
            return 'failed', None
        return 'pay', order_sudo

    def _prepare_weekbox_linked_records_values(self):
        """ What each of these tokens is linked to, as the payment form shows it
        before a deletion: {token id: [{url, description, name}]}. """
        return {
            str(token.id): [
                {'url': info['url'], 'description': info['description'], 'name': info['name']}
                for info in token.get_linked_records_info()
            ]
            for token in self
        }

    def _weekbox_check_token_access(self):
        """ The current user may see these tokens: in sudo always; an internal
        user as Odoo's record rules say; a portal or public user only their
        own (their partner's or its commercial partner's).

        :raise AccessError: Otherwise.
        """
        if self.env.su:
            return
        user = self.env.user
        if user._is_internal():
            self.check_access_rights('read')
            self.check_access_rule('read')
            return
        partner = user.partner_id
        allowed = partner | partner.commercial_partner_id
        if user._is_public() or any(token.sudo().partner_id not in allowed for token in self):
            raise AccessError(_("You do not have access to this payment token."))
