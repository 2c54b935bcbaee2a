// Routes of the meal-box wizard's compose, extra and login steps (spec §7.3).
// The widgets send the spec's params, so a back office speaking the spec's
// contract can serve them; the informational ones (meal, meal_no, person,
// price_list_price, count_line, current_state…) are checked for their type by
// our server and never trusted: the order on the server is the truth.
import * as z from "zod/mini";
import {
  boxSummarySchema,
  cartItemSchema,
  currencyInfoSchema,
  idListSchema,
  productCardSchema,
  toggleFilterSchema,
  wizardStateSchema,
} from "@/core/rpc/routes/mealbox-schemas";

const orderId = z.optional(z.nullable(z.int().check(z.nonnegative())));
const productId = z.int().check(z.positive());
const quantity = z.int().check(z.nonnegative(), z.maximum(99));
const flag = z.optional(z.union([z.literal(0), z.literal(1), z.boolean()]));
const count = z.int().check(z.nonnegative(), z.maximum(99));
const amount = z.number().check(z.nonnegative(), z.maximum(1e9));

/** Spec §3.4's order context as the page knows it: informational, never trusted. */
const boxContext = {
  /** Meals in the box (spec: meal, also meal_no). */
  meal: z.optional(count),
  meal_no: z.optional(count),
  /** The box line's price the page shows. */
  price_list_price: z.optional(amount),
};

/** The compose filters; every list/filter answer is narrowed by them. */
const composeFilters = {
  category: z.optional(idListSchema),
  diet_list: z.optional(idListSchema),
  filter: z.optional(toggleFilterSchema),
};

const dishLists = {
  count_line: z.int(),
  product_in_cart: z.array(cartItemSchema),
  product_remaining: z.array(productCardSchema),
};

/**
 * What a dish change answers: the box, and which dishes changed availability,
 * not the week's menu again (the page keeps the list it loaded: a menu of
 * 2,000 dishes made every click shape and send them all).
 */
const dishChanges = {
  count_line: z.int(),
  product_in_cart: z.array(cartItemSchema),
  /** Dishes now in the box (cards' product_tmpl_id): no longer offered. */
  dishes_taken: z.array(z.int()),
  /** Dishes that left the box, still on the menu and matching the filters sent: offered again. */
  dishes_returned: z.array(productCardSchema),
};

const extraLists = {
  extra_in_cart: z.array(cartItemSchema),
  extra_remaining: z.array(productCardSchema),
};

const alertSchema = z.object({ id: z.int(), message: z.string(), tone: z.string() });
const categListSchema = z.array(z.object({ id: z.int(), name: z.string() }));

export const mealboxWizardRoutes = {
  "/load/mealbox": {
    params: z.strictObject({
      meal: z.int().check(z.positive()),
      people: z.int().check(z.positive()),
      order_id: orderId,
      state: z.optional(wizardStateSchema),
      /** Informational (spec): the box product and its price the page last showed. */
      meal_id: z.optional(z.int().check(z.positive())),
      pricelist_price: z.optional(amount),
      ...composeFilters,
    }),
    result: z.object({
      ...boxSummarySchema.shape,
      state: wizardStateSchema,
      ...dishLists,
      /** The menu's dishes (product ids) in its order: where a dish given back goes in the list. */
      menu_order: z.array(z.int()),
      ...extraLists,
      categ_list: categListSchema,
      diet_list: z.array(z.object({ id: z.int(), name: z.string(), color: z.int() })),
      /** Visible labels of the two toggle filters, by API value. */
      filter_labels: z.object({ do_something: z.string(), do_nothing: z.string() }),
      /** The step's informational alerts (shown as toasts). */
      alerts: z.array(alertSchema),
      is_public_user: z.boolean(),
      /** What /mealbox/meal/validate would answer now (exactly its meals, all on the menu). */
      box_ready: z.boolean(),
    }),
  },
  "/mealbox/add/meal": {
    params: z.strictObject({
      order_id: orderId,
      product_id: z.optional(productId),
      line_id: z.optional(z.int().check(z.positive())),
      /** 1: remove one of this dish instead of adding. */
      remove_product: flag,
      /** 1: Next on compose (spec §4.3): check the box is complete and answer the extra step. */
      is_continue: flag,
      ...boxContext,
      person: z.optional(count),
      /** Informational: the step asked for and the step on screen. */
      state: z.optional(wizardStateSchema),
      current_state: z.optional(wizardStateSchema),
      count_line: z.optional(z.int().check(z.nonnegative())),
      ...composeFilters,
    }),
    result: z.object({
      ...boxSummarySchema.shape,
      ...dishChanges,
      next_state: z.nullable(z.literal("extra")),
      /** With is_continue only: what the extra step shows, so Next is one call. */
      ...z.partial(z.object({ ...extraLists, alerts: z.array(alertSchema), is_public_user: z.boolean() }))
        .shape,
    }),
  },
  "/mealbox/remove/meal": {
    params: z.strictObject({
      order_id: orderId,
      line_id: z.optional(z.int().check(z.positive())),
      product_id: z.optional(productId),
      /** 1: one less; 0: one more (spec). */
      remove_product: flag,
      /** The quantity typed in the cart panel (wins over remove_product). */
      quantity: z.optional(quantity),
      ...boxContext,
      ...composeFilters,
    }),
    result: z.object({ ...boxSummarySchema.shape, ...dishChanges }),
  },
  "/mealbox/add/extra-meal": {
    params: z.strictObject({
      order_id: orderId,
      product_id: z.optional(productId),
      line_id: z.optional(z.int().check(z.positive())),
      /** 1: one more; 0: one less (spec). */
      add_product: flag,
      quantity: z.optional(quantity),
      ...boxContext,
    }),
    /** Spec shape: a list whose first item carries the totals. */
    result: z.tuple([z.object({ ...boxSummarySchema.shape, total_price: z.number(), ...extraLists })]),
  },
  "/mealbox/diet": {
    params: z.strictObject({
      order_id: orderId,
      state: z.optional(wizardStateSchema),
      ...boxContext,
      ...composeFilters,
    }),
    result: z.object({ count_line: z.int(), product_remaining: z.array(productCardSchema) }),
  },
  "/mealbox/category": {
    params: z.strictObject({
      order_id: orderId,
      state: z.optional(wizardStateSchema),
      ...boxContext,
      ...composeFilters,
    }),
    result: z.object({ count_line: z.int(), product_remaining: z.array(productCardSchema) }),
  },
  "/mealbox/get/filter": {
    params: z.strictObject({ filter: z.optional(toggleFilterSchema) }),
    result: z.object({
      filter: toggleFilterSchema,
      product_show_list: z.array(z.int()),
      product_hide_list: z.array(z.int()),
    }),
  },
  "/mealbox/get/order": {
    params: z.strictObject({
      sale_order_id: orderId,
      state: z.optional(wizardStateSchema),
      /** Informational (spec). */
      person: z.optional(count),
      meal: z.optional(count),
    }),
    result: z.object({ ...boxSummarySchema.shape, state: wizardStateSchema }),
  },
  "/mealbox/get/login": {
    params: z.strictObject({
      meal: z.int().check(z.positive()),
      person: z.int().check(z.positive()),
      order: orderId,
    }),
    result: z.object({
      is_public_user: z.boolean(),
      /** Where the visitor lands after logging in: the same box, at delivery. */
      redirect: z.string(),
      login_url: z.string(),
      /** Empty when the website does not let visitors sign up. */
      signup_url: z.string(),
      providers: z.array(
        z.object({ id: z.string(), name: z.string(), auth_link: z.string(), css_class: z.string() }),
      ),
    }),
  },
  "/mealbox/get_product": {
    params: z.strictObject({ product_id: productId }),
    /** Keyed by product id (spec). */
    result: z.record(
      z.string(),
      z.extend(productCardSchema, {
        description: z.string(),
        ingredients: z.string(),
        video_url: z.string(),
        images: z.array(z.string()),
        diet_names: z.array(z.string()),
        category_names: z.array(z.string()),
      }),
    ),
  },
  "/mealbox/meal/validate": {
    params: z.strictObject({
      meal: z.optional(z.int().check(z.nonnegative())),
      order_id: orderId,
      remark: z.optional(z.string().check(z.maxLength(2000))),
    }),
    result: z.boolean(),
  },
  "/mealbox/cart": {
    params: z.strictObject({
      order_id: orderId,
      product_id: z.optional(productId),
      new_qty: z.optional(quantity),
      /** Informational (spec). */
      meal: z.optional(count),
    }),
    result: z.object({
      order_id: z.int(),
      price: z.number(),
      currency: z.string(),
      currency_info: currencyInfoSchema,
      count_line: z.int(),
    }),
  },
} as const;
