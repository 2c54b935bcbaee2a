// A published website page holding one of each block the site-content
// enhancers own (share, gallery, slideshow, parallax, FAQ collapse, zoomable
// image), created as admin for the browser test and removed after it. Its URL
// is fixed, so a page an interrupted run left behind is replaced.
import { callKw } from "./call-kw";
import type { OdooSession } from "./odoo-session";

export const SITE_CONTENT_URL = "/weekbox-e2e-site-content";
const KEY = "website_weekbox_site.e2e_site_content";

const IMAGES = ["website.library_image_08", "website.library_image_03", "website.library_image_02"];
// The slideshow's: more than a 375 px window's row of indicators holds (pages of them), fewer than a 1280 px one's.
const SLIDES = [8, 3, 2, 5, 10, 11, 13, 14].map((n) => `website.library_image_${String(n).padStart(2, "0")}`);
const image = (xmlid: string) => `/web/image/${xmlid}`;

export const SITE_CONTENT_ARCH = `<t t-name="${KEY}">
<t t-call="website.layout">
  <t t-set="pageName" t-value="'Site content e2e'"/>
  <div id="wrap" class="oe_structure">
    <section class="s_text_block pt32 pb16"><div class="container">
      <h1>Fresh boxes every week</h1>
      <div class="s_share text-start o_no_link_popover" data-hashtags="#weekbox #mealbox">
        <h4 class="s_share_title d-none">Share</h4>
        <a href="https://www.facebook.com/sharer/sharer.php?u={url}" class="s_share_facebook" target="_blank" aria-label="Facebook"><i class="fa fa-facebook rounded shadow-sm"/></a>
        <a href="https://twitter.com/intent/tweet?text={title}&amp;url={url}" class="s_share_twitter" target="_blank" aria-label="Twitter"><i class="fa fa-twitter rounded shadow-sm"/></a>
        <a href="https://www.linkedin.com/sharing/share-offsite/?url={url}" class="s_share_linkedin" target="_blank" aria-label="LinkedIn"><i class="fa fa-linkedin rounded shadow-sm"/></a>
        <a href="https://wa.me/?text={title}" class="s_share_whatsapp" target="_blank" aria-label="WhatsApp"><i class="fa fa-whatsapp rounded shadow-sm"/></a>
        <a href="https://pinterest.com/pin/create/button/?url={url}&amp;media={media}&amp;description={title}" class="s_share_pinterest" target="_blank" aria-label="Pinterest"><i class="fa fa-pinterest rounded shadow-sm"/></a>
        <a href="mailto:?body={url}&amp;subject={title}" class="s_share_email" aria-label="Email"><i class="fa fa-envelope rounded shadow-sm"/></a>
      </div>
      <p class="mt-3">Or <a href="javascript:void(0)" class="oe_social_share btn btn-light" data-hashtags="#weekbox">share it on your networks <i class="fa fa-share-alt"/></a></p>
    </div></section>
    <section class="s_image_gallery o_spc-small o_masonry pt24 pb24" data-vcss="001" data-columns="3" style="overflow: hidden;" id="e2e-gallery">
      <div class="container"><div class="row s_nb_column_fixed">
        ${IMAGES.map(
          (xmlid, i) => `<div class="o_masonry_col o_snippet_not_selectable col-lg-4">
          <img class="img img-fluid d-block" src="${image(xmlid)}" data-index="${i}" data-name="Image" alt="Gallery image ${i + 1}"/>
        </div>`,
        ).join("\n        ")}
      </div></div>
    </section>
    <section class="s_image_gallery o_slideshow s_image_gallery_show_indicators s_image_gallery_indicators_rounded pt24" data-vcss="001" data-columns="3" style="height: 500px; overflow: hidden;" id="e2e-slideshow">
      <div class="container">
        <div id="slideshow_e2e" class="carousel slide" data-bs-ride="carousel" data-bs-interval="0" style="margin: 0 12px;">
          <div class="carousel-inner" style="padding: 0;">
            ${SLIDES.map(
              (xmlid, i) => `<div class="carousel-item${i === 0 ? " active" : ""}">
              <img class="img img-fluid d-block" src="${image(xmlid)}" data-name="Image" data-index="${i}" alt="Slide ${i + 1}"/>
            </div>`,
            ).join("\n            ")}
          </div>
          <ul class="carousel-indicators">
            <li class="o_indicators_left text-center d-none" aria-label="Previous" title="Previous"><i class="oi oi-chevron-left"/></li>
            ${SLIDES.map(
              (xmlid, i) =>
                `<li data-bs-target="#slideshow_e2e" data-bs-slide-to="${i}" style="background-image: url(${image(xmlid)})"${i === 0 ? ' class="active"' : ""}/>`,
            ).join("\n            ")}
            <li class="o_indicators_right text-center d-none" aria-label="Next" title="Next"><i class="oi oi-chevron-right"/></li>
          </ul>
          <a class="carousel-control-prev o_we_no_overlay o_not_editable" href="#slideshow_e2e" data-bs-slide="prev" aria-label="Previous" title="Previous"><span class="oi oi-chevron-left fa-2x text-white"/><span class="visually-hidden">Previous</span></a>
          <a class="carousel-control-next o_we_no_overlay o_not_editable" href="#slideshow_e2e" data-bs-slide="next" aria-label="Next" title="Next"><span class="oi oi-chevron-right fa-2x text-white"/><span class="visually-hidden">Next</span></a>
        </div>
      </div>
    </section>
    <section class="s_parallax parallax bg-black-50 o_half_screen_height" data-scroll-background-ratio="0.5" id="e2e-parallax">
      <span class="s_parallax_bg oe_img_bg" style="background-image: url('/web/image/website.s_parallax_default_image'); background-position: 50% 75%;"/>
      <div class="o_we_bg_filter bg-black-50"/>
      <div class="oe_structure"><section class="s_text_block pt48 pb48"><div class="container"><h2 class="text-white">Cooked by you, planned by us</h2></div></section></div>
    </section>
    <section class="s_faq_collapse pt32 pb32" id="e2e-faq">
      <div class="container">
        <div id="myCollapse" class="accordion" role="tablist">
          <div class="card bg-white" data-name="Item" role="presentation">
            <a href="#" data-bs-target="#myCollapseTab_e2e_1" role="tab" aria-controls="myCollapseTab_e2e_1" data-bs-toggle="collapse" aria-expanded="true" class="card-header">When is my box delivered?</a>
            <div id="myCollapseTab_e2e_1" class="collapse show" data-bs-parent="#myCollapse" role="tabpanel">
              <div class="card-body"><p class="card-text">Every Tuesday between 10:00 and 18:00.</p></div>
            </div>
          </div>
          <div class="card bg-white" data-name="Item" role="presentation">
            <a href="#" data-bs-target="#myCollapseTab_e2e_2" role="tab" aria-controls="myCollapseTab_e2e_2" data-bs-toggle="collapse" aria-expanded="false" class="collapsed card-header">Can I skip a week?</a>
            <div id="myCollapseTab_e2e_2" class="collapse" data-bs-parent="#myCollapse" role="tabpanel">
              <div class="card-body"><p class="card-text">Yes, until the Friday before.</p></div>
            </div>
          </div>
        </div>
      </div>
    </section>
    <section class="s_text_image pt32 pb32" id="e2e-zoom">
      <div class="container"><div class="row align-items-center">
        <div class="col-lg-6 zoomable">
          <img class="img img-fluid" src="${image(IMAGES[0]!)}" data-zoom="1" data-zoom-image="${image(IMAGES[0]!)}" alt="Our kitchen"/>
        </div>
        <div class="col-lg-6"><p>Hover the photo to look closer.</p></div>
      </div></div>
    </section>
  </div>
</t>
</t>`;

/** Removes the page (and its view) a run may have left behind. */
export async function removeSiteContentPage(admin: OdooSession): Promise<void> {
  const pages = await callKw<number[]>(admin, "website.page", "search", [[["url", "=", SITE_CONTENT_URL]]], {
    context: { active_test: false },
  });
  if (pages.length) await callKw(admin, "website.page", "unlink", [pages]);
  const views = await callKw<number[]>(admin, "ir.ui.view", "search", [[["key", "=", KEY]]], {
    context: { active_test: false },
  });
  if (views.length) await callKw(admin, "ir.ui.view", "unlink", [views]);
}

/** Creates the page, published on website 1; returns its URL. */
export async function createSiteContentPage(admin: OdooSession): Promise<string> {
  await removeSiteContentPage(admin);
  await callKw(admin, "website.page", "create", [
    {
      name: "Site content e2e",
      type: "qweb",
      key: KEY,
      arch: SITE_CONTENT_ARCH,
      url: SITE_CONTENT_URL,
      website_id: 1,
      is_published: true,
    },
  ]);
  return SITE_CONTENT_URL;
}
