from odoo.tests import HttpCase, tagged

# One of each block the site-content enhancers own, as Odoo 17's snippets save them.
BLOCKS = """
<div class="s_share text-start o_no_link_popover" data-hashtags="#weekbox">
  <a href="https://twitter.com/intent/tweet?text={title}&amp;url={url}" class="s_share_twitter" target="_blank"
     aria-label="Twitter"><i class="fa fa-twitter"/></a>
</div>
<section class="s_image_gallery o_spc-small o_masonry pt24 pb24" data-columns="3" id="wb-gallery">
  <div class="container"><img class="img img-fluid d-block" src="/web/image/website.library_image_08" alt="One"/></div>
</section>
<section class="s_image_gallery o_slideshow pt24" id="wb-slideshow">
  <div id="slideshow_wb" class="carousel slide" data-bs-ride="carousel" data-bs-interval="0">
    <div class="carousel-inner"><div class="carousel-item active">
      <img class="img img-fluid d-block" src="/web/image/website.library_image_03" alt="Two"/></div></div>
    <ul class="carousel-indicators"><li data-bs-target="#slideshow_wb" data-bs-slide-to="0" class="active"/></ul>
    <a class="carousel-control-next" href="#slideshow_wb" data-bs-slide="next" aria-label="Next" title="Next"/>
  </div>
</section>
<section class="s_parallax parallax" data-scroll-background-ratio="0.5" id="wb-parallax">
  <span class="s_parallax_bg oe_img_bg" style="background-image: url('/web/image/website.s_parallax_default_image');"/>
</section>
<section class="s_faq_collapse" id="wb-faq"><div id="wbCollapse" class="accordion" role="tablist">
  <a href="#" data-bs-target="#wbTab1" role="tab" aria-controls="wbTab1" data-bs-toggle="collapse"
     aria-expanded="false" class="collapsed card-header">Question</a>
  <div id="wbTab1" class="collapse" data-bs-parent="#wbCollapse" role="tabpanel"><p>Answer</p></div>
</div></section>
<div class="zoomable"><img src="/web/image/website.library_image_08" data-zoom="1" alt="Zoom"/></div>
"""
ARCH = f"""<t t-name="website_weekbox_site.test_site_content_page">
<t t-call="website.layout"><div id="wrap" class="oe_structure">{BLOCKS}</div></t>
</t>"""


@tagged('post_install', '-at_install')
class TestSiteContentRender(HttpCase):
    """A page holding the blocks the enhancers own renders as saved: the
    enhancers work in the browser only, never on the page's arch."""

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.page = cls.env['website.page'].create({
            'name': 'Weekbox site content',
            'type': 'qweb',
            'key': 'website_weekbox_site.test_site_content_page',
            'arch': ARCH,
            'url': '/weekbox-test-site-content',
            'website_id': cls.env.ref('website.default_website').id,
            'is_published': True,
        })

    def test_the_page_renders_the_blocks_as_saved(self):
        arch_before = self.page.view_id.arch_db
        response = self.url_open('/weekbox-test-site-content')
        self.assertEqual(response.status_code, 200)
        html = response.text
        for saved in (
            'href="https://twitter.com/intent/tweet?text={title}&amp;url={url}"',
            'data-hashtags="#weekbox"',
            'class="s_image_gallery o_slideshow pt24"',
            'data-bs-ride="carousel" data-bs-interval="0"',
            'data-scroll-background-ratio="0.5"',
            'role="tab" aria-controls="wbTab1" data-bs-toggle="collapse"',
            'data-zoom="1"',
        ):
            with self.subTest(saved=saved):
                self.assertIn(saved, html)
        # The mark is the browser's, set by the page script: never in the served page.
        self.assertNotIn('data-weekbox-enhanced', html)
        self.assertEqual(self.page.view_id.arch_db, arch_before)

    def test_the_page_loads_the_widgets_script_that_enhances_them(self):
        html = self.url_open('/weekbox-test-site-content').text
        self.assertIn('/website_weekbox/static/dist/', html)
