/** @odoo-module */
// Nothing to narrow for the /shop catalogue widgets (search boxes, sort menu,
// category tree, grid/list toggle): their templates
// (views/shop_catalogue_templates.xml) render none of the hooks Odoo's own JS
// binds to — .o_searchbar_form (searchBar), .o_wsale_products_searchbar_form
// (WebsiteSale's search submit), .o_wsale_apply_layout (WebsiteSaleLayout),
// [data-link-href] (ProductCategoriesLinks). These classes are JavaScript-only
// (styled nowhere in Odoo 17), so dropping them keeps every other search box,
// the filmstrip's category links and the rest of the shop on Odoo's widgets,
// and needs no module ordering here. The search input keeps .search-query:
// website's header modal focuses it when it opens.
