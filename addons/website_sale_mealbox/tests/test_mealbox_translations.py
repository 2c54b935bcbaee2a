"""What a Dutch- or French-speaking customer reads of their meal box order
outside the widgets: the box's size, the promo code's discount line, the
payment method, on the pages and in the order's e-mail (issue #28, 9).

Run alone: WEEKBOX_TEST_TAGS=/website_sale_mealbox:TestMealboxTranslations
"""
from odoo.tests import tagged

from .test_mealbox_delivery_routes import MealboxDeliveryCase

LANGS = ('fr_BE', 'nl_BE')


@tagged('post_install', '-at_install')
class TestMealboxTranslations(MealboxDeliveryCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        for code in LANGS:
            cls.env['res.lang']._activate_lang(code)
        cls.customer.partner_id.lang = 'nl_BE'

    def test_box_sizes_are_singular_for_one(self):
        Box = self.env['mealbox.box'].with_context(lang='nl_BE')
        self.assertEqual(Box._mealbox_size_label(3, 1), "3 maaltijden voor 1 persoon")
        self.assertEqual(Box._mealbox_size_label(3, 2), "3 maaltijden voor 2 personen")
        self.assertEqual(Box._mealbox_people_label(1), "Voor 1 persoon")
        Box = self.env['mealbox.box'].with_context(lang='fr_BE')
        self.assertEqual(Box._mealbox_size_label(3, 1), "3 repas pour 1 personne")

    def test_payment_method_names_are_translated(self):
        card = self.env.ref('payment.payment_method_card')
        self.assertEqual(card.with_context(lang='nl_BE').name, "Kaart")
        self.assertEqual(card.with_context(lang='fr_BE').name, "Carte")
        self.assertEqual(card.with_context(lang='en_US').name, "Card")
        wire = self.env.ref('payment_custom.payment_method_wire_transfer')
        self.assertEqual(wire.with_context(lang='nl_BE').name, "Overschrijving")
        self.assertEqual(wire.with_context(lang='fr_BE').name, "Virement bancaire")

    def test_a_reward_created_in_english_is_named_in_every_language(self):
        program = self.env['loyalty.program'].with_context(lang='en_US').create({
            'name': 'Test 15% promo', 'program_type': 'promo_code', 'trigger': 'with_code',
            'rule_ids': [(0, 0, {'mode': 'with_code', 'code': 'TEST15NL'})],
            'reward_ids': [(0, 0, {'reward_type': 'discount', 'discount': 15, 'discount_mode': 'percent',
                                   'discount_applicability': 'order'})],
        })
        reward = program.reward_ids
        self.assertEqual(reward.with_context(lang='en_US').description, "15% on your order")
        self.assertEqual(reward.with_context(lang='nl_BE').description, "15% op je bestelling")
        self.assertEqual(reward.with_context(lang='fr_BE').description, "15% sur votre commande")
        self.assertEqual(reward.discount_line_product_id.with_context(lang='nl_BE').name, "15% op je bestelling")
        # A change recomputes it in every language; a description typed by staff stays.
        reward.discount = 20
        self.assertEqual(reward.with_context(lang='nl_BE').description, "20% op je bestelling")
        reward.with_context(lang='nl_BE').description = "Twintig procent"
        reward.with_context(lang='en_US').required_points = 2
        self.assertEqual(reward.with_context(lang='nl_BE').description, "Twintig procent")
        self.assertEqual(reward.with_context(lang='en_US').description, "20% on your order")

    def test_dutch_order_and_its_email_speak_dutch(self):
        order = self.login_and_compose()
        self.rpc('/check/promo', {'promo': 'WEEKBOX10', 'order_id': order.id},)
        reward_line = order.order_line.filtered('is_reward_line')
        self.assertTrue(reward_line)
        # The world's WEEKBOX10 in the customer's language, whatever the language it was applied in.
        reward = self.promo_program.reward_ids
        self.assertEqual(reward.with_context(lang='nl_BE').description, "10% op je bestelling")
        self.rpc('/pickup/list', {'store_id': self.store_ghent.id, 'order_id': order.id})
        self.rpc('/add/details', self.add_details(
            order, delivery_type='pick_store', store_id=self.store_ghent.id,
            delivery_date=self.store_dates(self.store_ghent)[0]))
        transfer = self.env.ref('payment.payment_provider_transfer')
        tx = self.env['payment.transaction'].create({
            'provider_id': transfer.id,
            'payment_method_id': self.env.ref('payment_custom.payment_method_wire_transfer').id,
            'amount': order.amount_total, 'currency_id': order.currency_id.id,
            'partner_id': order.partner_id.id, 'sale_order_ids': [(6, 0, order.ids)],
            'reference': f'{order.name}-nl',
        })
        tx._set_pending()
        template = self.env.ref('sale.mail_template_sale_confirmation')
        body = str(template._render_field('body_html', order.ids, compute_lang=True)[order.id])
        self.assertIn("Overschrijving", body)
        self.assertNotIn("Wire Transfer", body)
        self.assertIn("op je bestelling", body)
        self.assertNotIn("on your order", body)
