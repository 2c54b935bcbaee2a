// Routes of the meal-box wizard's compose, extra and login steps (spec §7.3).
// The widgets send the spec's params, so a back office speaking the spec's
// contract can serve them; the informational ones (meal, meal_no, person,
// price_list_price, count_line, current_state…) are checked for their type by
// our server and never trusted: the order on the server is the truth.
import * as v from "valibot";
import { int, positiveInt } from "@/core/rpc/routes/int-schema";
import {
  boxSummarySchema,
  cartItemSchema,
  currencyInfoSchema,
  idListSchema,
  productCardSchema,
  toggleFilterSchema,
  wizardStateSchema,
} from "@/core/rpc/routes/mealbox-schemas";

const orderId = v.optional(v.nullable(v.pipe(int(), v.minValue(0))));
const productId = positiveInt();
const quantity = v.pipe(int(), v.minValue(0), v.maxValue(99));
const flag = v.optional(v.union([v.literal(0), v.literal(1), v.boolean()]));
const count = v.pipe(int(), v.minValue(0), v.maxValue(99));
const amount = v.pipe(v.number(), v.minValue(0), v.maxValue(1e9));

/** Spec §3.4's order context as the page knows it: informational, never trusted. */
const boxContext = {
  /** Meals in the box (spec: meal, also meal_no). */
  meal: v.optional(count),
  meal_no: v.optional(count),
  /** The box line's price the page shows. */
  price_list_price: v.optional(amount),
};

/** The compose filters; every list/filter answer is narrowed by them. */
const composeFilters = {
  category: v.optional(idListSchema),
  diet_list: v.optional(idListSchema),
  filter: v.optional(toggleFilterSchema),
};

/**
 * A dish offered, with its place on the week's whole menu (from 1, whatever the
 * filters): where it goes in the list the page keeps. Extras: their place in the list.
 */
const menuDishCardSchema = v.object({ ...productCardSchema.entries, menu_rank: positiveInt() });

/**
 * The dishes left, one page at a time: a menu of 2,000 dishes is not sent whole
 * (the compose step asks for the next page with /mealbox/diet's `after`).
 */
const remainingPage = {
  product_remaining: v.array(menuDishCardSchema),
  /** How many more dishes match after this page (0 for the extras: never paged). */
  remaining_more: v.pipe(int(), v.minValue(0)),
};

const dishLists = {
  count_line: int(),
  product_in_cart: v.array(cartItemSchema),
  ...remainingPage,
};

/**
 * What a dish change answers: the box, and which dishes changed availability,
 * not the week's menu again (the page keeps the list it loaded: a menu of
 * 2,000 dishes made every click shape and send them all).
 */
const dishChanges = {
  count_line: int(),
  product_in_cart: v.array(cartItemSchema),
  /** Dishes now in the box (cards' product_tmpl_id): no longer offered. */
  dishes_taken: v.array(int()),
  /** Dishes that left the box, still on the menu and matching the filters sent: offered again. */
  dishes_returned: v.array(menuDishCardSchema),
};

const extraLists = {
  extra_in_cart: v.array(cartItemSchema),
  extra_remaining: v.array(productCardSchema),
};

const alertSchema = v.object({ id: int(), message: v.string(), tone: v.string() });
const categListSchema = v.array(v.object({ id: int(), name: v.string() }));

export const mealboxWizardRoutes = {
  "/load/mealbox": {
    params: v.strictObject({
      meal: positiveInt(),
      people: positiveInt(),
      order_id: orderId,
      state: v.optional(wizardStateSchema),
      /** Informational (spec): the box product and its price the page last showed. */
      meal_id: v.optional(positiveInt()),
      pricelist_price: v.optional(amount),
      ...composeFilters,
    }),
    result: v.object({
      ...boxSummarySchema.entries,
      state: wizardStateSchema,
      ...dishLists,
      ...extraLists,
      categ_list: categListSchema,
      diet_list: v.array(v.object({ id: int(), name: v.string(), color: int() })),
      /** Visible labels of the two toggle filters, by API value. */
      filter_labels: v.object({ do_something: v.string(), do_nothing: v.string() }),
      /** The step's informational alerts (shown as toasts). */
      alerts: v.array(alertSchema),
      is_public_user: v.boolean(),
      /** What /mealbox/meal/validate would answer now (exactly its meals, all on the menu). */
      box_ready: v.boolean(),
    }),
  },
  "/mealbox/add/meal": {
    params: v.strictObject({
      order_id: orderId,
      product_id: v.optional(productId),
      line_id: v.optional(positiveInt()),
      /** 1: remove one of this dish instead of adding. */
      remove_product: flag,
      /** 1: Next on compose (spec §4.3): check the box is complete and answer the extra step. */
      is_continue: flag,
      ...boxContext,
      person: v.optional(count),
      /** Informational: the step asked for and the step on screen. */
      state: v.optional(wizardStateSchema),
      current_state: v.optional(wizardStateSchema),
      count_line: v.optional(v.pipe(int(), v.minValue(0))),
      ...composeFilters,
    }),
    result: v.object({
      ...boxSummarySchema.entries,
      ...dishChanges,
      next_state: v.nullable(v.literal("extra")),
      /** With is_continue only: what the extra step shows, so Next is one call. */
      ...v.partial(v.object({ ...extraLists, alerts: v.array(alertSchema), is_public_user: v.boolean() }))
        .entries,
    }),
  },
  "/mealbox/remove/meal": {
    params: v.strictObject({
      order_id: orderId,
      line_id: v.optional(positiveInt()),
      product_id: v.optional(productId),
      /** 1: one less; 0: one more (spec). */
      remove_product: flag,
      /** The quantity typed in the cart panel (wins over remove_product). */
      quantity: v.optional(quantity),
      ...boxContext,
      ...composeFilters,
    }),
    result: v.object({ ...boxSummarySchema.entries, ...dishChanges }),
  },
  "/mealbox/add/extra-meal": {
    params: v.strictObject({
      order_id: orderId,
      product_id: v.optional(productId),
      line_id: v.optional(positiveInt()),
      /** 1: one more; 0: one less (spec). */
      add_product: flag,
      quantity: v.optional(quantity),
      ...boxContext,
    }),
    /** Spec shape: a list whose first item carries the totals. */
    result: v.tuple([v.object({ ...boxSummarySchema.entries, total_price: v.number(), ...extraLists })]),
  },
  "/mealbox/diet": {
    params: v.strictObject({
      order_id: orderId,
      state: v.optional(wizardStateSchema),
      ...boxContext,
      ...composeFilters,
      /** The page after this dish (product id, the last the page shows); none: the first page. */
      after: v.optional(productId),
    }),
    result: v.object({ count_line: int(), ...remainingPage }),
  },
  "/mealbox/category": {
    params: v.strictObject({
      order_id: orderId,
      state: v.optional(wizardStateSchema),
      ...boxContext,
      ...composeFilters,
      /** The page after this dish (product id, the last the page shows); none: the first page. */
      after: v.optional(productId),
    }),
    result: v.object({ count_line: int(), ...remainingPage }),
  },
  "/mealbox/get/filter": {
    params: v.strictObject({ filter: v.optional(toggleFilterSchema) }),
    result: v.object({
      filter: toggleFilterSchema,
      product_show_list: v.array(int()),
      product_hide_list: v.array(int()),
    }),
  },
  "/mealbox/get/order": {
    params: v.strictObject({
      sale_order_id: orderId,
      state: v.optional(wizardStateSchema),
      /** Informational (spec). */
      person: v.optional(count),
      meal: v.optional(count),
    }),
    result: v.object({ ...boxSummarySchema.entries, state: wizardStateSchema }),
  },
  "/mealbox/get/login": {
    params: v.strictObject({
      meal: positiveInt(),
      person: positiveInt(),
      order: orderId,
    }),
    result: v.object({
      is_public_user: v.boolean(),
      /** Where the visitor lands after logging in: the same box, at delivery. */
      redirect: v.string(),
      login_url: v.string(),
      /** Empty when the website does not let visitors sign up. */
      signup_url: v.string(),
      providers: v.array(
        v.object({ id: v.string(), name: v.string(), auth_link: v.string(), css_class: v.string() }),
      ),
    }),
  },
  "/mealbox/get_product": {
    params: v.strictObject({ product_id: productId }),
    /** Keyed by product id (spec). */
    result: v.record(
      v.string(),
      v.object({
        ...productCardSchema.entries,
        description: v.string(),
        ingredients: v.string(),
        video_url: v.string(),
        images: v.array(v.string()),
        diet_names: v.array(v.string()),
        category_names: v.array(v.string()),
      }),
    ),
  },
  "/mealbox/meal/validate": {
    params: v.strictObject({
      meal: v.optional(v.pipe(int(), v.minValue(0))),
      order_id: orderId,
      remark: v.optional(v.pipe(v.string(), v.maxLength(2000))),
    }),
    result: v.boolean(),
  },
  "/mealbox/cart": {
    params: v.strictObject({
      order_id: orderId,
      product_id: v.optional(productId),
      new_qty: v.optional(quantity),
      /** Informational (spec). */
      meal: v.optional(count),
    }),
    result: v.object({
      order_id: int(),
      price: v.number(),
      currency: v.string(),
      currency_info: currencyInfoSchema,
      count_line: int(),
    }),
  },
} as const;
