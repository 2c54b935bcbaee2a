"""Fixtures of the checkout widgets' tests: a portal customer and another one
(Brussels addresses), an ordinary shop product, and three delivery methods
first in website_sale's order: a shipping (5 €), a pick-up (free) and a bike
courier taking orders up to 10 € (a cart is 20 €: it cannot deliver it)."""
from odoo import Command
from odoo.tests import HttpCase, new_test_user

from odoo.addons.website_weekbox.tests.route_calls import RouteCallsMixin


class CheckoutWidgetCase(RouteCallsMixin, HttpCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        env = cls.env
        cls.website = env['website'].get_current_website()
        cls.belgium = env.ref('base.be')
        address = {'street': 'Rue Neuve 1', 'zip': '1000', 'city': 'Bruxelles', 'country_id': cls.belgium.id,
                   'phone': '+32 470 12 34 56'}
        cls.shopper = new_test_user(env, login='checkout_shopper', groups='base.group_portal',
                                    name='Lotte Peeters', email='lotte@example.com')
        cls.other = new_test_user(env, login='checkout_other', groups='base.group_portal',
                                  name='Jan Claes', email='jan@example.com')
        (cls.shopper.partner_id | cls.other.partner_id).write(address)
        cls.goods = env['product.product'].create({
            'name': 'Checkout test teapot', 'detailed_type': 'consu', 'sale_ok': True,
            'website_published': True, 'list_price': 20.0, 'taxes_id': [Command.clear()],
        })

        def carrier(name, sequence, **values):
            product = env['product.product'].create({
                'name': name, 'detailed_type': 'service', 'sale_ok': False, 'purchase_ok': False, 'list_price': 0.0,
                'taxes_id': [Command.clear()], 'categ_id': env.ref('delivery.product_category_deliveries').id,
            })
            return env['delivery.carrier'].create({
                'name': name, 'sequence': sequence, 'product_id': product.id, 'is_published': True, **values,
            })

        cls.ship = carrier('Checkout test van', -30, delivery_type='fixed', fixed_price=5.0)
        cls.pickup = carrier('Checkout test pick-up', -20, delivery_type='onsite',
                             warehouse_id=env.ref('stock.warehouse0').id,
                             website_description='<p>Open <b>every</b> day.</p>')
        cls.bike = carrier('Checkout test bike', -10, delivery_type='fixed', fixed_price=3.0,
                           weekbox_max_order_amount=10.0)
        cls.hidden = carrier('Checkout test unpublished', -5, delivery_type='fixed', fixed_price=1.0)
        cls.hidden.is_published = False

    # ------------------------------------------------------------
    # HELPERS
    # ------------------------------------------------------------

    def url_open(self, *args, **kwargs):
        # The requests read the database: the test's own writes first.
        self.env.flush_all()
        return super().url_open(*args, **kwargs)

    def new_session(self, login):
        self.session = None  # authenticate() would delete the current session otherwise
        self.authenticate(login, login)

    def cart(self, login='checkout_shopper'):
        """`login`'s /shop cart (one teapot, 20 €) through the cart route; becomes the current visitor."""
        self.new_session(login)
        self.make_jsonrpc_request('/shop/cart/update_json', {'product_id': self.goods.id, 'add_qty': 1})
        user = self.env['res.users'].search([('login', '=', login)])
        order = self.env['sale.order'].search(
            [('partner_id', '=', user.partner_id.id), ('state', '=', 'draft')], order='id desc', limit=1)
        self.assertTrue(order)
        return order

    def amounts_of(self, order):
        self.env.invalidate_all()
        return {
            'amount_delivery': order.amount_delivery,
            'amount_untaxed': order.amount_untaxed,
            'amount_tax': order.amount_tax,
            'amount_total': order.amount_total,
        }
