"""The props the shop widgets get from Odoo's pages (views/shop_widget_templates.xml):
product.template._prepare_weekbox_product_props / _prepare_weekbox_gallery_props,
website._prepare_weekbox_cart_page_props / _prepare_weekbox_cart_link_props,
built on the models and read back from the rendered pages.

Run alone: WEEKBOX_TEST_TAGS=/website_sale_shop_widget:TestShopWidgetProps
"""
import json

from lxml import html

from odoo import Command
from odoo.tests import tagged

from odoo.addons.website_weekbox.tests.route_contract import assert_route_result

from .common import ShopWidgetCase

PRODUCT_PROPS = {
    'productTemplateId', 'productId', 'name', 'attributes', 'exclusions', 'combination', 'price', 'listPrice',
    'hasDiscountedPrice', 'preventZeroPriceSale', 'contactUsUrl', 'currency', 'showQuantity', 'minQuantity',
    'maxQuantity', 'addToCartAction', 'hasOptionalProducts', 'images', 'tracking',
}
CART_LINK_PROPS = {
    'cartQuantity', 'cartUrl', 'showIcon', 'showText', 'linkClass', 'iconWrapClass', 'badgeClass', 'textClass',
    'hideWhenEmpty',
}
IMAGE_KEYS = {'url', 'zoom_url', 'thumb_url', 'alt'}


@tagged('post_install', '-at_install')
class TestShopWidgetProps(ShopWidgetCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        env = cls.env
        cls.colour = env['product.attribute'].create({
            'name': 'Shop widget colour', 'display_type': 'color', 'create_variant': 'always',
            'value_ids': [Command.create({'name': 'Red', 'html_color': '#ff0000', 'sequence': 1}),
                          Command.create({'name': 'Blue', 'html_color': '#0000ff', 'sequence': 2})],
        })
        cls.engraving = env['product.attribute'].create({
            'name': 'Shop widget engraving', 'display_type': 'radio', 'create_variant': 'no_variant',
            'value_ids': [Command.create({'name': 'Your text', 'is_custom': True})],
        })
        cls.size = env['product.attribute'].create({
            'name': 'Shop widget one size', 'display_type': 'pills', 'create_variant': 'always',
            'value_ids': [Command.create({'name': 'One size'})],
        })
        cls.bottle = env['product.template'].create({
            'name': 'Shop widget bottle',
            'list_price': 15.0,
            'taxes_id': [Command.clear()],
            'is_published': True,
            'optional_product_ids': [Command.set(cls.mug.product_tmpl_id.ids)],
            'attribute_line_ids': [
                Command.create({'attribute_id': attribute.id, 'value_ids': [Command.set(attribute.value_ids.ids)]})
                for attribute in (cls.colour, cls.engraving, cls.size)
            ],
        })
        ptavs = cls.bottle.attribute_line_ids.product_template_value_ids
        cls.ptav = {ptav.name: ptav for ptav in ptavs}
        cls.ptav['Blue'].price_extra = 2.0

    def product_props(self, template):
        template = template.with_context(website_id=self.website.id)
        combination = template._get_first_possible_combination()
        info = template._get_combination_info(combination, add_qty=1)
        return template._prepare_weekbox_product_props(combination, info), combination, info

    def page_props(self, url, widget):
        """The props of the `widget` island of the page at `url` (its data-props)."""
        response = self.url_open(url)
        self.assertEqual(response.status_code, 200, url)
        islands = html.fromstring(response.content).xpath(f'//*[@data-widget="{widget}"]')
        self.assertTrue(islands, f"no {widget} island on {url}")
        return json.loads(islands[0].get('data-props'))

    def test_product_props(self):
        props, combination, info = self.product_props(self.bottle)
        json.dumps(props)
        self.assertEqual(set(props), PRODUCT_PROPS)
        self.assertEqual(props['productTemplateId'], self.bottle.id)
        self.assertEqual(props['productId'], info['product_id'])
        self.assertTrue(props['productId'])
        # The one-size line is hidden (a single value), its value stays in the combination.
        self.assertEqual([line['name'] for line in props['attributes']],
                         ['Shop widget colour', 'Shop widget engraving'])
        self.assertIn(self.ptav['One size'].id, props['combination'])
        self.assertEqual(props['combination'], combination.ids)
        colour, engraving = props['attributes']
        self.assertEqual((colour['display_type'], colour['create_variant']), ('color', 'always'))
        self.assertEqual([value['name'] for value in colour['values']], ['Red', 'Blue'])
        self.assertEqual([value['html_color'] for value in colour['values']], ['#ff0000', '#0000ff'])
        self.assertEqual(colour['values'][0]['image_url'], '')
        self.assertGreater(colour['values'][1]['price_extra'], 0)
        self.assertEqual(colour['values'][0]['price_extra'], 0)
        self.assertEqual(engraving['create_variant'], 'no_variant')
        self.assertTrue(engraving['values'][0]['is_custom'])
        self.assertEqual(props['price'], info['price'])
        self.assertEqual(props['currency']['name'], info['currency'].name)
        self.assertEqual((props['minQuantity'], props['maxQuantity']), (1, None))
        self.assertIn(props['addToCartAction'], ('stay', 'go_to_cart'))
        self.assertTrue(props['hasOptionalProducts'])
        self.assertTrue(props['images'])
        self.assertEqual(set(props['images'][0]), IMAGE_KEYS)
        self.assertEqual(props['exclusions']['archived_combinations'], [])

    def test_product_props_exclusions_and_archived_combinations(self):
        self.env['product.template.attribute.exclusion'].create({
            'product_tmpl_id': self.bottle.id,
            'product_template_attribute_value_id': self.ptav['Blue'].id,
            'value_ids': [Command.set(self.ptav['One size'].ids)],
        })
        props = self.product_props(self.bottle)[0]
        exclusions = props['exclusions']['exclusions']
        self.assertEqual(exclusions[str(self.ptav['Blue'].id)], [self.ptav['One size'].id])
        self.assertIn(self.ptav['Blue'].id, exclusions[str(self.ptav['One size'].id)])
        self.assertTrue(all(isinstance(key, str) for key in exclusions))
        # An optional product the website does not sell is not offered.
        self.mug.product_tmpl_id.is_published = False
        self.assertFalse(self.product_props(self.bottle)[0]['hasOptionalProducts'])

    def test_gallery_props(self):
        props = self.bottle.with_context(website_id=self.website.id)._prepare_weekbox_gallery_props()
        self.assertEqual(props['productTemplateId'], self.bottle.id)
        self.assertIn(props['zoom'], ('hover', 'click', 'both', 'none'))
        self.assertTrue(props['images'][0]['url'].startswith('/web/image/product.product/'))
        self.env['ir.ui.view'].with_context(active_test=False).search([
            ('key', 'like', 'website_sale.product_picture_magnify_%')]).write({'active': False})
        self.assertEqual(self.website._get_weekbox_image_zoom(), 'none')
        self.website.viewref('website_sale.product_picture_magnify_click').active = True
        self.assertEqual(self.website._get_weekbox_image_zoom(), 'click')

    def test_cart_link_props(self):
        props = self.website._prepare_weekbox_cart_link_props(3, {
            'icon': True, 'text': None, 'badge_class': 'rounded-pill', 'icon_wrap_class': None,
            'text_class': None, 'link_class': 'btn'})
        self.assertEqual(set(props), CART_LINK_PROPS)
        self.assertEqual((props['cartQuantity'], props['cartUrl'], props['showIcon'], props['showText']),
                         (3, '/shop/cart', True, False))
        self.assertEqual((props['linkClass'], props['badgeClass'], props['iconWrapClass']), ('btn', 'rounded-pill', ''))
        self.assertEqual(self.website._prepare_weekbox_cart_link_props(0, None)['linkClass'], '')

    def test_cart_page_props(self):
        empty = self.website._prepare_weekbox_cart_page_props(None)
        self.assertEqual(set(empty), {'cart', 'checkoutUrl', 'shopUrl', 'showPromo', 'showSuggested'})
        assert_route_result(self, '/shop/weekbox/cart_summary', empty['cart'])
        self.assertEqual((empty['cart']['cart_quantity'], empty['checkoutUrl'], empty['shopUrl']),
                         (0, '/shop/checkout?express=1', '/shop'))

    def test_the_pages_carry_the_props(self):
        product = self.page_props(self.bottle.website_url, 'shop-product')
        self.assertEqual(set(product), PRODUCT_PROPS)
        self.assertEqual(product['productTemplateId'], self.bottle.id)
        gallery = self.page_props(self.bottle.website_url, 'shop-product-gallery')
        self.assertEqual(gallery['productTemplateId'], self.bottle.id)
        self.cart_update(self.mug, add_qty=2)
        cart = self.page_props('/shop/cart', 'shop-cart')
        assert_route_result(self, '/shop/weekbox/cart_summary', cart['cart'])
        self.assertEqual(cart['cart'], self.summary())
        self.assertEqual(cart['cart']['cart_quantity'], 2)
        link = self.page_props('/shop/cart', 'shop-cart-link')
        self.assertEqual(link['cartQuantity'], 2)

    def test_header_search_mounts_with_the_shop_pages_widgets(self):
        """The header's search box loads at once on the shop's own pages (a
        visitor there searches most) and when the browser is idle elsewhere;
        the header is cached per page template, so neither leaks into the other."""
        self.cart_update(self.mug, add_qty=1)
        for url, strategy in (('/shop', 'eager'), ('/shop/cart', 'eager'), (self.bottle.website_url, 'eager'),
                              ('/contactus', 'idle'), ('/shop/cart', 'eager'), ('/contactus', 'idle')):
            response = self.url_open(url)
            self.assertEqual(response.status_code, 200, url)
            boxes = html.fromstring(response.content).xpath('//header//*[@data-widget="shop-search"]')
            self.assertTrue(boxes, f"no header search box on {url}")
            self.assertEqual({box.get('data-load') for box in boxes}, {strategy}, url)
