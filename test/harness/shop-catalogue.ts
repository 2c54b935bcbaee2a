// Products of the generic shop's suites, created by each run with a unique
// name (a fresh database and one earlier runs left behind both work): a
// product with three kinds of attributes and an impossible combination, and
// storable products whose stock limits the cart or not.
import { uniqueStamp } from "./brussels-portal-user";
import { callKw } from "./call-kw";
import type { OdooSession } from "./odoo-session";

export type VariantProduct = {
  templateId: number;
  url: string;
  name: string;
  /** Value names of each attribute, as the page shows them. */
  sizes: string[];
  fabrics: string[];
  colours: string[];
  /** What choosing Linen adds to the price. */
  linenExtra: number;
  listPrice: number;
};

async function createAttribute(
  admin: OdooSession,
  name: string,
  displayType: string,
  values: { name: string; html_color?: string }[],
): Promise<{ id: number; valueIds: number[] }> {
  const id = await callKw<number>(admin, "product.attribute", "create", [
    {
      name,
      display_type: displayType,
      create_variant: "always",
      value_ids: values.map((value, index) => [0, 0, { ...value, sequence: index }]),
    },
  ]);
  const [attribute] = await callKw<{ value_ids: number[] }[]>(admin, "product.attribute", "read", [
    [id],
    ["value_ids"],
  ]);
  return { id, valueIds: attribute!.value_ids };
}

/**
 * Size (radio: S, M, L), Fabric (select: Cotton, Linen; Linen +3.00) and
 * Colour (colour swatches: Red, Blue); Linen + Blue has no variant (archived).
 */
export async function createVariantProduct(admin: OdooSession, label: string): Promise<VariantProduct> {
  const stamp = uniqueStamp();
  const size = await createAttribute(admin, `Size ${stamp}`, "radio", [
    { name: "S" },
    { name: "M" },
    { name: "L" },
  ]);
  const fabric = await createAttribute(admin, `Fabric ${stamp}`, "select", [
    { name: "Cotton" },
    { name: "Linen" },
  ]);
  const colour = await createAttribute(admin, `Colour ${stamp}`, "color", [
    { name: "Red", html_color: "#c0392b" },
    { name: "Blue", html_color: "#2c5aa0" },
  ]);
  const listPrice = 20;
  const name = `Apron ${label} ${stamp}`;
  const templateId = await callKw<number>(admin, "product.template", "create", [
    {
      name,
      detailed_type: "consu",
      list_price: listPrice,
      is_published: true,
      taxes_id: [[6, 0, []]],
      attribute_line_ids: [size, fabric, colour].map((attribute) => [
        0,
        0,
        { attribute_id: attribute.id, value_ids: [[6, 0, attribute.valueIds]] },
      ]),
    },
  ]);
  const linenExtra = 3;
  const ptavs = await callKw<{ id: number; product_attribute_value_id: [number, string] }[]>(
    admin,
    "product.template.attribute.value",
    "search_read",
    [[["product_tmpl_id", "=", templateId]], ["product_attribute_value_id"]],
  );
  const ptavOf = (valueId: number) =>
    ptavs.find((ptav) => ptav.product_attribute_value_id[0] === valueId)!.id;
  await callKw(admin, "product.template.attribute.value", "write", [
    [ptavOf(fabric.valueIds[1]!)],
    { price_extra: linenExtra },
  ]);
  const linenBlue = await callKw<number[]>(admin, "product.product", "search", [
    [
      ["product_tmpl_id", "=", templateId],
      ["product_template_attribute_value_ids", "in", [ptavOf(fabric.valueIds[1]!)]],
      ["product_template_attribute_value_ids", "in", [ptavOf(colour.valueIds[1]!)]],
    ],
  ]);
  await callKw(admin, "product.product", "action_archive", [linenBlue]);
  const [template] = await callKw<{ website_url: string }[]>(admin, "product.template", "read", [
    [templateId],
    ["website_url"],
  ]);
  return {
    templateId,
    url: template!.website_url,
    name,
    sizes: ["S", "M", "L"],
    fabrics: ["Cotton", "Linen"],
    colours: ["Red", "Blue"],
    linenExtra,
    listPrice,
  };
}

export type StockProduct = {
  templateId: number;
  productId: number;
  url: string;
  name: string;
  price: number;
};

/** A storable product with `quantity` in stock; `limited`: no order beyond it, availability shown under `threshold`. */
export async function createStockProduct(
  admin: OdooSession,
  label: string,
  {
    quantity,
    limited,
    threshold = 5,
    price = 10,
  }: { quantity: number; limited: boolean; threshold?: number; price?: number },
): Promise<StockProduct> {
  const name = `Gift box ${label} ${uniqueStamp()}`;
  const templateId = await callKw<number>(admin, "product.template", "create", [
    {
      name,
      detailed_type: "product",
      list_price: price,
      is_published: true,
      taxes_id: [[6, 0, []]],
      allow_out_of_stock_order: !limited,
      show_availability: limited,
      available_threshold: threshold,
    },
  ]);
  const [template] = await callKw<{ website_url: string; product_variant_id: [number, string] }[]>(
    admin,
    "product.template",
    "read",
    [[templateId], ["website_url", "product_variant_id"]],
  );
  const productId = template!.product_variant_id[0];
  if (quantity > 0) await setStock(admin, productId, quantity);
  return { templateId, productId, url: template!.website_url, name, price };
}

/** Counts the product's stock again: `quantity` on hand in the main warehouse (an inventory adjustment). */
export async function setStock(admin: OdooSession, productId: number, quantity: number): Promise<void> {
  const [warehouse] = await callKw<{ lot_stock_id: [number, string] }[]>(
    admin,
    "stock.warehouse",
    "search_read",
    [[], ["lot_stock_id"]],
    { limit: 1 },
  );
  const location = warehouse!.lot_stock_id[0];
  const context = { inventory_mode: true };
  const existing = await callKw<number[]>(admin, "stock.quant", "search", [
    [
      ["product_id", "=", productId],
      ["location_id", "=", location],
    ],
  ]);
  if (existing.length) {
    await callKw(admin, "stock.quant", "write", [existing, { inventory_quantity: quantity }], { context });
  } else {
    await callKw(
      admin,
      "stock.quant",
      "create",
      [{ product_id: productId, location_id: location, inventory_quantity: quantity }],
      {
        context,
      },
    );
  }
  const quants = await callKw<number[]>(admin, "stock.quant", "search", [
    [
      ["product_id", "=", productId],
      ["location_id", "=", location],
    ],
  ]);
  await callKw(admin, "stock.quant", "action_apply_inventory", [quants], { context });
}

/** A promo code program of the run's own: `percent` off the order. */
export async function createPromoCode(admin: OdooSession, percent: number): Promise<string> {
  const code = `WBTEST${uniqueStamp()
    .replace(/[^A-Za-z0-9]/g, "")
    .toUpperCase()}`;
  await callKw(admin, "loyalty.program", "create", [
    {
      name: `Test promo ${code}`,
      program_type: "promo_code",
      trigger: "with_code",
      applies_on: "current",
      rule_ids: [[0, 0, { mode: "with_code", code, minimum_amount: 0 }]],
      reward_ids: [
        [
          0,
          0,
          {
            reward_type: "discount",
            discount: percent,
            discount_mode: "percent",
            discount_applicability: "order",
          },
        ],
      ],
    },
  ]);
  return code;
}

/** A public category of the run's own, under `parentId` if given. */
export async function createPublicCategory(
  admin: OdooSession,
  name: string,
  parentId?: number,
): Promise<number> {
  return callKw<number>(admin, "product.public.category", "create", [
    { name, ...(parentId ? { parent_id: parentId } : {}) },
  ]);
}

/**
 * Takes the run's products off the shop once its tests are done (archived,
 * unpublished), so the catalogue and its attribute filters do not grow with
 * every run on a database earlier runs left behind.
 */
export async function retireProducts(admin: OdooSession, templateIds: number[]): Promise<void> {
  if (templateIds.length === 0) return;
  await callKw(admin, "product.template", "write", [templateIds, { is_published: false, active: false }]);
}

/**
 * A pricelist of the run's own that shows its discounts (the list price struck
 * through), reached by its e-commerce code (/shop/pricelist?promo=<code>, for
 * the visitor who types it only): each product at its `price`; in `currency`
 * (a currency name, active in the database) when given, else the company's.
 */
export async function createCodePricelist(
  admin: OdooSession,
  prices: { templateId: number; price: number }[],
  currency?: string,
): Promise<{ id: number; code: string }> {
  const currencyIds = currency
    ? await callKw<number[]>(admin, "res.currency", "search", [[["name", "=", currency]]])
    : [];
  const code = `WBPL${uniqueStamp()
    .replace(/[^A-Za-z0-9]/g, "")
    .toUpperCase()}`;
  const id = await callKw<number>(admin, "product.pricelist", "create", [
    {
      name: `Test pricelist ${code}`,
      code,
      discount_policy: "without_discount",
      ...(currencyIds[0] ? { currency_id: currencyIds[0] } : {}),
      item_ids: prices.map(({ templateId, price }) => [
        0,
        0,
        { applied_on: "1_product", product_tmpl_id: templateId, compute_price: "fixed", fixed_price: price },
      ]),
    },
  ]);
  return { id, code };
}
