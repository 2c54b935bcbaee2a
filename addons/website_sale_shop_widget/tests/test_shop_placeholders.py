"""What the shop's pages show before their widgets mount (views/shop_widget_templates.xml):
the widgets' first render, server-rendered from their props in their markup
and styles, so that the visitor sees the buy box, the gallery, the cart and
the promo code form at once and nothing moves when the widgets take over
(product.template._prepare_weekbox_buy_box_view / _prepare_weekbox_gallery_view,
website._prepare_weekbox_cart_page_view, res.currency._weekbox_format_amount).

Run alone: WEEKBOX_TEST_TAGS=/website_sale_shop_widget:TestShopPlaceholders
"""
from lxml import html

from odoo import Command
from odoo.addons.http_routing.models.ir_http import slug
from odoo.tests import tagged

from .common import ShopWidgetCase


@tagged('post_install', '-at_install')
class TestShopPlaceholders(ShopWidgetCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        env = cls.env
        cls.colour = env['product.attribute'].create({
            'name': 'Placeholder colour', 'display_type': 'color', 'create_variant': 'always',
            'value_ids': [Command.create({'name': 'Red', 'html_color': '#ff0000', 'sequence': 1}),
                          Command.create({'name': 'Blue', 'html_color': '#0000ff', 'sequence': 2})],
        })
        cls.size = env['product.attribute'].create({
            'name': 'Placeholder size', 'display_type': 'radio', 'create_variant': 'always',
            'value_ids': [Command.create({'name': 'S', 'sequence': 1}), Command.create({'name': 'M', 'sequence': 2})],
        })
        cls.shirt = env['product.template'].create({
            'name': 'Placeholder shirt',
            'list_price': 1234.5,
            'taxes_id': [Command.clear()],
            'is_published': True,
            'attribute_line_ids': [
                Command.create({'attribute_id': attribute.id, 'value_ids': [Command.set(attribute.value_ids.ids)]})
                for attribute in (cls.colour, cls.size)
            ],
        })
        cls.ptav = {ptav.name: ptav for ptav in cls.shirt.attribute_line_ids.product_template_value_ids}
        cls.ptav['M'].price_extra = 2.0

    def tree(self, url):
        response = self.url_open(url)
        self.assertEqual(response.status_code, 200, url)
        return html.fromstring(response.content)

    def island(self, tree, widget):
        islands = tree.xpath(f'//*[@data-widget="{widget}"]')
        self.assertEqual(len(islands), 1, widget)
        return islands[0]

    def assert_styles_linked_before(self, island):
        """The widget's stylesheets are applied before its placeholder is painted: linked earlier
        in the page, right before it or before an earlier widget sharing them (each is linked
        once per page: the gallery and the buy box share the product page's)."""
        website = self.env['website'].get_current_website()
        styles = (website._weekbox_widget_preloads(island.get('data-widget'), 'eager') or {}).get('css')
        self.assertTrue(styles, island.get('data-widget'))
        linked = island.xpath('preceding::link[@rel="stylesheet"]/@href')
        for href in styles:
            self.assertIn('/website_weekbox/static/dist/styles/', href)
            self.assertIn(href, linked)

    def test_buy_box_is_the_widgets_first_render(self):
        tree = self.tree(self.shirt.website_url)
        island = self.island(tree, 'shop-product')
        self.assert_styles_linked_before(island)
        box = island.xpath('./div[@class="weekbox-shop-product"]')[0]
        colour = box.xpath('.//div[@role="radiogroup"][@data-display-type="color"]')[0]
        self.assertEqual(colour.get('aria-labelledby'), colour.xpath('./span')[0].get('id'))
        red, blue = colour.xpath('.//label[contains(@class, "weekbox-shop-swatch")]')
        self.assertEqual((red.get('data-selected'), blue.get('data-selected')), ('true', None))
        self.assertEqual(red.xpath('.//input/@checked'), ['checked'])
        self.assertIn('background-color: #0000ff', blue.xpath('.//span[@class="weekbox-shop-swatch-color"]/@style')[0])
        size = box.xpath('.//div[@role="radiogroup"][@data-display-type="radio"]')[0]
        names = size.xpath('.//span[@class="weekbox-shop-variant-value-name"]/text()')
        self.assertEqual([name.strip() for name in names], ['S', 'M'])
        self.assertEqual(size.xpath('string(.//span[@class="weekbox-shop-price-extra"])'), '+ 2.00\N{NO-BREAK SPACE}€')
        # Prices as the widget writes them: the page language's separators, a no-break space.
        self.assertEqual(box.xpath('string(.//strong[@data-testid="product-price"])'), '1,234.50\N{NO-BREAK SPACE}€')
        self.assertEqual(box.xpath('.//input[@class="weekbox-stepper-input"]/@value'), ['1'])
        self.assertEqual(box.xpath('string(.//button[contains(@class, "weekbox-shop-product-add")])').strip(),
                         'Add to cart')

    def test_buy_box_and_gallery_in_the_pages_language(self):
        french = self.env['res.lang']._activate_lang('fr_BE')
        self.website.language_ids |= french
        tree = self.tree(f'/{french.url_code}{self.shirt.website_url}')
        box = self.island(tree, 'shop-product')
        # The widgets' own translation (their catalogue), with their placeholders filled.
        self.assertEqual(box.xpath('string(.//button[contains(@class, "weekbox-shop-product-add")])').strip(),
                         'Ajouter au panier')
        self.assertEqual(box.xpath('string(.//strong[@data-testid="product-price"])'),
                         '1.234,50\N{NO-BREAK SPACE}€')
        self.assertEqual(box.xpath('string(.//span[@class="weekbox-shop-price-extra"])'),
                         '+ 2,00\N{NO-BREAK SPACE}€')
        gallery = self.island(tree, 'shop-product-gallery')
        self.assertTrue(gallery.xpath('.//section[@aria-label="Images de Placeholder shirt"]'))

    def test_gallery_first_image_is_sized_and_fetched_first(self):
        tree = self.tree(self.shirt.website_url)
        island = self.island(tree, 'shop-product-gallery')
        self.assert_styles_linked_before(island)
        image = island.xpath('.//img[@data-weekbox-product-image]')[0]
        self.assertEqual((image.get('width'), image.get('height'), image.get('fetchpriority')),
                         ('1024', '1024', 'high'))
        # Never lazy (Odoo's website makes an image lazy unless it says otherwise), and painted
        # in the frame it is ready for (decoding="async" let it come a frame or more later).
        self.assertEqual((image.get('loading'), image.get('decoding')), ('eager', None))
        self.assertTrue(image.get('src').startswith('/web/image/'))

    def test_catalogue_first_row_images_load_with_the_page(self):
        category = self.env['product.public.category'].create({'name': 'Placeholder first row'})
        for index in range(5):
            self.create_product(f'First row {index}', 10.0 + index, public_categ_ids=[Command.set(category.ids)])
        self.website.shop_ppr = 3
        url = f'/shop/category/{slug(category)}'

        def grid():
            images = self.tree(url).xpath('//*[hasclass("oe_product_image")]//img[@itemprop="image"]')
            return [(img.get('loading'), img.get('fetchpriority')) for img in images]

        # The first row with the page, the first image first (a phone's largest paint); then lazy.
        self.assertEqual(grid(), [('eager', 'high'), ('eager', None), ('eager', None), ('lazy', None), ('lazy', None)])
        # Odoo's own page as Odoo has it.
        self.website.weekbox_shop_widgets = False
        self.assertEqual(grid(), [('lazy', None)] * 5)

    def test_unavailable_values_as_the_widget_greys_them(self):
        template = self.env['product.template']
        exclusions = {'exclusions': {'1': [4], '4': [1]}, 'archived_combinations': [[2, 5]]}
        self.assertEqual(template._weekbox_unavailable_values([1, 5], exclusions), {4, 2})
        self.assertEqual(template._weekbox_unavailable_values([2, 5], exclusions), {2, 5})
        lines = [{'id': 1, 'display_type': 'radio', 'values': [{'id': 1}, {'id': 2}]},
                 {'id': 2, 'display_type': 'multi', 'values': [{'id': 3}, {'id': 4}]}]
        self.assertEqual(template._weekbox_initial_selection(lines, [4]), {1: [1], 2: [4]})

    def test_amounts_as_the_widgets_write_them(self):
        euro = self.env.ref('base.EUR')
        self.assertEqual(euro._weekbox_format_amount(-1234567.125), '-1,234,567.13\N{NO-BREAK SPACE}€')
        self.assertEqual(euro._weekbox_format_amount(-0.001), '0.00\N{NO-BREAK SPACE}€')

    def test_cart_page_shows_the_cart_at_once(self):
        self.cart_update(self.mug, add_qty=2)
        tree = self.tree('/shop/cart')
        island = self.island(tree, 'shop-cart')
        self.assert_styles_linked_before(island)
        line = island.xpath('.//div[@class="weekbox-cart-line"]')[0]
        self.assertEqual(line.xpath('string(.//*[@class="weekbox-cart-line-name"])'), 'Shop widget mug')
        # 2, not 2.0: as the widget's field shows it.
        self.assertEqual(line.xpath('.//input[@class="weekbox-stepper-input"]/@value'), ['2'])
        self.assertEqual(island.xpath('string(.//dd[@data-testid="amount-total"])'), '24.00\N{NO-BREAK SPACE}€')
        promo = island.xpath('.//form[contains(@class, "weekbox-cart-promo")]')[0]
        self.assertEqual((promo.get('action'), promo.get('method')), ('/shop/pricelist', 'post'))
