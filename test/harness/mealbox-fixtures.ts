// The meal box's world of one test run, made through admin JSON-RPC instead of
// read from the demo data: this week's and next week's menu with dishes of the
// run's own (diet, category, a video, a two-portion dish, an extra), a home
// delivery zone, pick-up stores and a promo code. Every name carries the `[e2e]`
// prefix and the run's stamp, and `remove()` archives (or unlinks) the records;
// what a run cut short left behind (the prefix, another stamp) is archived by
// the next run before it makes its own.
//
// The home page and the wizard show every published zone, store and diet, so a
// test asserts on these records by name, never on how many there are.
import { DateTime } from "luxon";
import type { BrowserContext } from "playwright-core";
import { callKw } from "./call-kw";
import type { OdooSession } from "./odoo-session";
import { newVisitor } from "./odoo-session";
import { uniqueStamp } from "./brussels-portal-user";
import { widgetRpcClient } from "./widget-rpc-client";

/** The prefix of every record made here: how a later run finds what a cut run left. */
export const FIXTURE_PREFIX = "[e2e]";
/** This run's stamp (one per test file: Jest loads the module once per file), in every name made here. */
export const RUN_STAMP = uniqueStamp();
let made = 0;

/** A name of this run's own: the prefix, `what`, the run's stamp and a counter. */
function fixtureName(what: string): string {
  made += 1;
  return `${FIXTURE_PREFIX} ${what} ${RUN_STAMP}-${made}`;
}

/** What the server says "now" is, for the meal box (the countdown's route). */
export type ServerClock = {
  /** The server's current time. */
  now: Date;
  /** The meal box timezone (Europe/Brussels). */
  tz: string;
  /** The earliest delivery date the server offers (YYYY-MM-DD, every weekday counting), or "". */
  deliveryDate: string;
  /** When ordering for that date closes. */
  deadline: Date;
};

/**
 * The server's clock as the home page's countdown reads it (/get/duration).
 * The server's clock cannot be pinned from a browser test (there is no
 * test-only server clock), so a test pins the browser's clock to this answer:
 * the browser and the server then agree on the week, the cut-off and the dates
 * offered, whatever day the suite runs.
 */
export async function serverClock(baseUrl?: string): Promise<ServerClock> {
  const duration = await widgetRpcClient(await newVisitor(baseUrl)).call("/get/duration", {});
  return {
    now: new Date(duration.now),
    tz: duration.tz,
    deliveryDate: duration.delivery_date,
    deadline: new Date(duration.deadline),
  };
}

/**
 * Installs a fake clock in the browser context, started at the server's "now"
 * and left running (Playwright's clock: Date, timers and performance follow it).
 * Derived from the server's answer, not a hard-coded date: the server's own
 * clock is real, and a browser on another day than the server would show a
 * countdown, a week and delivery dates the server does not offer.
 */
export async function pinBrowserClock(context: BrowserContext): Promise<ServerClock> {
  const clock = await serverClock();
  await context.clock.install({ time: clock.now });
  return clock;
}

/**
 * The Monday of the server's week (meal box timezone), as YYYY-MM-DD: menus
 * are picked by the server's today (`website._mealbox_current_menu`).
 */
export function serverMonday(clock: ServerClock, weeksLater = 0): string {
  return DateTime.fromJSDate(clock.now, { zone: clock.tz })
    .startOf("week") // luxon's weeks start on Monday (ISO)
    .plus({ weeks: weeksLater })
    .toISODate()!;
}

type Ids = number[];

async function idsOf(admin: OdooSession, model: string, domain: unknown[]): Promise<Ids> {
  return callKw<Ids>(admin, model, "search", [domain]);
}

async function archive(admin: OdooSession, model: string, ids: Ids): Promise<void> {
  if (ids.length) await callKw(admin, model, "action_archive", [ids]);
}

/** The domain of the records an earlier run made here (prefix, not this run's stamp). */
function leftoverDomain(): unknown[] {
  return [
    ["name", "=like", `${FIXTURE_PREFIX}%`],
    ["name", "not like", RUN_STAMP],
  ];
}

/** Archives the active records of `model` an earlier run made here and left behind. */
async function archiveLeftovers(admin: OdooSession, model: string): Promise<void> {
  await archive(admin, model, await idsOf(admin, model, leftoverDomain()));
}

async function weekdayIds(admin: OdooSession, numbers: number[]): Promise<Ids> {
  return idsOf(admin, "weekbox.weekday", [["number", "in", numbers]]);
}

/**
 * Where the menus a run archived (the demo's, say) are noted until they are
 * back: a system parameter, so that the next run brings back those a cut run
 * left archived, whichever clone or machine it runs from.
 */
const STOOD_IN_FOR = "weekbox_e2e.menus_stood_in_for";

async function stoodInFor(admin: OdooSession): Promise<Ids> {
  const noted = await callKw<string | false>(admin, "ir.config_parameter", "get_param", [STOOD_IN_FOR, ""]);
  return noted ? noted.split(",").map(Number).filter(Number.isInteger) : [];
}

async function noteStoodInFor(admin: OdooSession, ids: Ids): Promise<void> {
  await callKw(admin, "ir.config_parameter", "set_param", [
    STOOD_IN_FOR,
    [...new Set(ids)].join(",") || false,
  ]);
}

/**
 * Brings back the menus noted as archived for a run's own (this run's, or a
 * cut run's), except menus made here, and forgets the note.
 */
async function restoreStoodInFor(admin: OdooSession): Promise<void> {
  const noted = await stoodInFor(admin);
  if (!noted.length) return;
  const restorable = await idsOf(admin, "mealbox.week.menu", [
    ["id", "in", noted],
    ["active", "=", false],
    "!",
    ["name", "=like", `${FIXTURE_PREFIX}%`],
  ]);
  if (restorable.length) await callKw(admin, "mealbox.week.menu", "action_unarchive", [restorable]);
  await noteStoodInFor(admin, []);
}

export type MealboxDish = { id: number; name: string };

/** The run's weekly menu and what its dishes are filtered by. */
export type MealboxMenu = {
  /** The diet of the veggie dishes (a diet button of the compose step). */
  veggieDiet: string;
  /** The diet of two of the veggie dishes and of one meat dish. */
  glutenFreeDiet: string;
  /** The category of the veggie dishes (a category chip of the compose step). */
  veggieCategory: string;
  meatCategory: string;
  /** A single-portion meat dish with a recipe video (its details show the video last). */
  videoDish: MealboxDish;
  /** Four single-portion veggie dishes, two of them gluten-free. */
  veggieDishes: MealboxDish[];
  /** Every dish of the menu, in the wizard's order (website sequence). */
  dishes: MealboxDish[];
  /** A dish sold two portions at a time ("Added 2 at a time"), last in the list. */
  twoPortionDish: MealboxDish;
  /** An extra of the run's own, first of the extra step (lowest website sequence). */
  extra: MealboxDish;
  remove: () => Promise<void>;
};

/**
 * This week's and next week's menu (the server's weeks: the week may turn
 * while a suite runs), or one menu per Monday of `mondays` (YYYY-MM-DD), with
 * dishes of the run's own. Active menus of those weeks (the demo's, say) are
 * archived until `remove()`, since two menus of a website may not overlap;
 * noted first, so that the next run brings them back when this one is cut
 * before `remove()`.
 */
export async function createWeekMenu(
  admin: OdooSession,
  clock?: ServerClock,
  mondays?: string[],
): Promise<MealboxMenu> {
  if (!mondays) {
    clock ??= await serverClock(admin.baseUrl);
    // Two weeks of menus: this week's and the next, so a suite running across
    // Sunday midnight in Brussels still finds its dishes.
    mondays = [serverMonday(clock), serverMonday(clock, 1)];
  }
  const label = fixtureName;
  for (const model of ["mealbox.week.menu", "mealbox.diet", "product.template"])
    await archiveLeftovers(admin, model);
  // The menus a cut run archived come back before this run looks for those in its way.
  await restoreStoodInFor(admin);
  await callKw(admin, "product.public.category", "unlink", [
    await idsOf(admin, "product.public.category", leftoverDomain()),
  ]);

  const [veggieDiet, glutenFreeDiet] = [label("Veggie diet"), label("Gluten-free")];
  const [veggieDietId, glutenFreeDietId] = await callKw<Ids>(admin, "mealbox.diet", "create", [
    [{ name: veggieDiet }, { name: glutenFreeDiet }],
  ]);
  const [veggieCategory, meatCategory] = [label("Veggie"), label("Meat")];
  const [veggieCategoryId, meatCategoryId] = await callKw<Ids>(admin, "product.public.category", "create", [
    [{ name: veggieCategory }, { name: meatCategory }],
  ]);

  const dish = (name: string, sequence: number, extra: Record<string, unknown>) => ({
    name: label(name),
    is_mealbox_dish: true,
    detailed_type: "consu",
    sale_ok: true,
    purchase_ok: false,
    list_price: 0,
    is_published: true,
    website_sequence: sequence,
    mealbox_min_qty: 1,
    mealbox_prep_time: 25,
    mealbox_calories: 600,
    mealbox_ingredients: "Potatoes\nOnions",
    ...extra,
  });
  const veggie = (name: string, sequence: number, glutenFree: boolean) =>
    dish(name, sequence, {
      public_categ_ids: [[6, 0, [veggieCategoryId]]],
      mealbox_diet_ids: [[6, 0, glutenFree ? [veggieDietId, glutenFreeDietId] : [veggieDietId]]],
    });
  const values = [
    dish("Beef stew", 1, {
      public_categ_ids: [[6, 0, [meatCategoryId]]],
      mealbox_video_url: "https://www.youtube-nocookie.com/embed/weekbox-e2e",
    }),
    veggie("Leek quiche", 2, true),
    veggie("Chicory gratin", 3, true),
    veggie("Bean chili", 4, false),
    veggie("Pumpkin risotto", 5, false),
    dish("Cod with mash", 6, {
      public_categ_ids: [[6, 0, [meatCategoryId]]],
      mealbox_diet_ids: [[6, 0, [glutenFreeDietId]]],
    }),
    dish("Family lasagne", 7, { public_categ_ids: [[6, 0, [meatCategoryId]]], mealbox_min_qty: 2 }),
  ];
  const dishIds = await callKw<Ids>(admin, "product.template", "create", [values]);
  const dishes = dishIds.map((id, index) => ({ id, name: values[index]!.name }));
  const extraName = label("Chocolate mousse");
  const [extraId] = await callKw<Ids>(admin, "product.template", "create", [
    [
      {
        name: extraName,
        is_mealbox_extra: true,
        detailed_type: "consu",
        sale_ok: true,
        list_price: 3.5,
        is_published: true,
        website_sequence: 0,
      },
    ],
  ]);

  // A menu starts on a Monday and lasts its week: those in the way start on one of these Mondays.
  const overlapping = await idsOf(admin, "mealbox.week.menu", [["date_start", "in", mondays]]);
  // Noted before they are archived: a run cut before `remove()` leaves the note to the next run.
  await noteStoodInFor(admin, [...(await stoodInFor(admin)), ...overlapping]);
  await archive(admin, "mealbox.week.menu", overlapping);
  const menuIds = await callKw<Ids>(admin, "mealbox.week.menu", "create", [
    mondays.map((date_start) => ({
      name: label("Week"),
      date_start,
      dish_ids: [[6, 0, dishIds]],
    })),
  ]);

  return {
    veggieDiet,
    glutenFreeDiet,
    veggieCategory,
    meatCategory,
    videoDish: dishes[0]!,
    veggieDishes: dishes.slice(1, 5),
    dishes,
    twoPortionDish: dishes[6]!,
    extra: { id: extraId!, name: extraName },
    remove: async () => {
      await archive(admin, "mealbox.week.menu", menuIds);
      await archive(admin, "product.template", [...dishIds, extraId!]);
      await archive(admin, "mealbox.diet", [veggieDietId!, glutenFreeDietId!]);
      // Categories have no archive: the dishes keep theirs once the categories are gone.
      await callKw(admin, "product.public.category", "unlink", [[veggieCategoryId, meatCategoryId]]);
      await restoreStoodInFor(admin);
    },
  };
}

/** A home delivery zone of the run's own: one zip code, delivered every day of the week. */
export type MealboxZone = { id: number; name: string; zip: string; remove: () => Promise<void> };

/**
 * Every Belgian zip code may already be in a zone (the demo's cover 1000-9999):
 * this zone comes first (sequence 0, the first matching zone wins), so its zip
 * code is delivered by it whatever other zones exist.
 */
export async function createDeliveryZone(admin: OdooSession, zip: string): Promise<MealboxZone> {
  await archiveLeftovers(admin, "mealbox.delivery.zone");
  const name = fixtureName("Zone");
  const [belgium] = await idsOf(admin, "res.country", [["code", "=", "BE"]]);
  const id = await callKw<number>(admin, "mealbox.delivery.zone", "create", [
    {
      name,
      sequence: 0,
      country_id: belgium,
      zip_ranges: zip,
      weekday_ids: [[6, 0, await weekdayIds(admin, [0, 1, 2, 3, 4, 5, 6])]],
    },
  ]);
  return { id, name, zip, remove: () => archive(admin, "mealbox.delivery.zone", [id]) };
}

/** A pick-up store of the run's own, open every day, with its own free pick-up method. */
export type MealboxStore = { id: number; name: string; carrierId: number; remove: () => Promise<void> };

export async function createPickupStore(admin: OdooSession): Promise<MealboxStore> {
  await archiveLeftovers(admin, "mealbox.pickup.store");
  await archiveLeftovers(admin, "delivery.carrier");
  const name = fixtureName("Store");
  const productId = await callKw<number>(admin, "product.product", "create", [
    { name: fixtureName("Pick-up"), detailed_type: "service", sale_ok: false, list_price: 0 },
  ]);
  const carrierId = await callKw<number>(admin, "delivery.carrier", "create", [
    {
      name: fixtureName("Pick-up"),
      delivery_type: "fixed",
      fixed_price: 0,
      product_id: productId,
      is_published: false,
    },
  ]);
  const id = await callKw<number>(admin, "mealbox.pickup.store", "create", [
    {
      name,
      sequence: 0,
      street: "Rue du Test 1",
      zip: "1000",
      city: "Bruxelles",
      latitude: 50.85,
      longitude: 4.35,
      weekday_ids: [[6, 0, await weekdayIds(admin, [0, 1, 2, 3, 4, 5, 6])]],
      carrier_id: carrierId,
      opening_hours: "Every day: 9:00 – 18:00",
    },
  ]);
  return {
    id,
    name,
    carrierId,
    remove: async () => {
      await archive(admin, "mealbox.pickup.store", [id]);
      await archive(admin, "delivery.carrier", [carrierId]);
      await archive(admin, "product.product", [productId]);
    },
  };
}

/** A promo code of the run's own: `percent` off the whole order, on the website. */
export type MealboxPromo = { code: string; remove: () => Promise<void> };

export async function createMealboxPromo(admin: OdooSession, percent = 10): Promise<MealboxPromo> {
  await archiveLeftovers(admin, "loyalty.program");
  const code = `E2E${uniqueStamp().toUpperCase()}`;
  const id = await callKw<number>(admin, "loyalty.program", "create", [
    {
      name: fixtureName(`${code}: ${percent}% off`),
      program_type: "promo_code",
      trigger: "with_code",
      applies_on: "current",
      ecommerce_ok: true,
      portal_visible: false,
      // Given with the program so that loyalty's defaults (a random code, a discount on one product) are not made.
      rule_ids: [[5], [0, 0, { mode: "with_code", code, minimum_qty: 0 }]],
      reward_ids: [
        [5],
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
      communication_plan_ids: [[5]],
    },
  ]);
  return { code, remove: () => archive(admin, "loyalty.program", [id]) };
}

/** A box size of the run's own: its product's price is the box price (no tax, no pricelist rule). */
export type MealboxBoxSize = { id: number; meals: number; people: number; price: number };

/** The run's box sizes and their prices as the pages show them. */
export type MealboxBoxes = {
  sizes: MealboxBoxSize[];
  /** The box price and the price per meal of a size of the run's, rounded to the cent as the server does. */
  price: (meals: number, people: number) => { box: number; meal: number };
  remove: () => Promise<void>;
};

/**
 * Sizes the home page's configurator steps through (3 × 2 its default, 4 × 2,
 * 4 × 3, 3 × 1) and the portal's subscription changes between, at prices no
 * other data has (the cents tell them apart).
 */
export const RUN_BOX_SIZES: readonly (readonly [meals: number, people: number, price: number])[] = [
  [3, 1, 26.7],
  [3, 2, 47.1],
  [4, 2, 59.6],
  [4, 3, 83.4],
];

/**
 * Box sizes of the run's own on the website: a website's own size wins over
 * an every-website one of the same size (the demo's are such), so the pages
 * offer the run's sizes at the run's prices and nothing of the demo's is
 * archived. Sizes the run does not make stay as they are (the demo's, on a
 * database with demo data).
 */
export async function createBoxSizes(
  admin: OdooSession,
  sizes: readonly (readonly [meals: number, people: number, price: number])[] = RUN_BOX_SIZES,
): Promise<MealboxBoxes> {
  // A cut run's sizes first: two active boxes of one size and website cannot exist.
  // Its products archived too: another fixture's clean-up (archiveLeftovers) may
  // have archived a cut run's product and left its box active.
  const leftoverProducts = await idsOf(admin, "product.product", [
    ["active", "in", [true, false]],
    ...leftoverDomain(),
  ]);
  await archive(
    admin,
    "mealbox.box",
    await idsOf(admin, "mealbox.box", [["product_id", "in", leftoverProducts]]),
  );
  await archive(admin, "product.product", leftoverProducts);
  const [website] = await idsOf(admin, "website", []);
  const productIds = await callKw<Ids>(admin, "product.product", "create", [
    sizes.map(([meals, people, price]) => ({
      name: fixtureName(`Box ${meals} × ${people}`),
      detailed_type: "consu",
      sale_ok: true,
      purchase_ok: false,
      list_price: price,
      taxes_id: [[5]],
    })),
  ]);
  const boxIds = await callKw<Ids>(admin, "mealbox.box", "create", [
    sizes.map(([meals, people], index) => ({
      meals,
      people,
      website_id: website,
      product_id: productIds[index],
    })),
  ]);
  const made = sizes.map(([meals, people, price], index) => ({ id: boxIds[index]!, meals, people, price }));
  const cents = (amount: number) => Math.round(amount * 100) / 100;
  return {
    sizes: made,
    price: (meals, people) => {
      const size = made.find((box) => box.meals === meals && box.people === people);
      if (!size) throw new Error(`the run made no box of ${meals} meals for ${people} people`);
      return { box: size.price, meal: cents(size.price / meals) };
    },
    remove: async () => {
      await archive(admin, "mealbox.box", boxIds);
      await archive(admin, "product.product", productIds);
    },
  };
}

/** The meal box's world of a suite that orders boxes by RPC: the parts it asked for, removed together. */
export type MealboxWorld = {
  boxes: MealboxBoxes;
  menu: MealboxMenu;
  /** With `zoneZip`: the zone delivering it at home. */
  zone?: MealboxZone;
  /** With `store`: a pick-up store open every day. */
  store?: MealboxStore;
  /** With `promo`: a 10% promo code. */
  promo?: MealboxPromo;
  /** Removes every part made, the last made first. */
  remove: () => Promise<void>;
};

/**
 * The run's box sizes and this week's and next week's menu, and the parts of
 * `wanted`, for a suite that composes boxes and checks out by RPC. A part that
 * fails to be made leaves those made before it removed.
 */
export async function createMealboxWorld(
  admin: OdooSession,
  wanted: {
    /** Box sizes other than RUN_BOX_SIZES. */
    sizes?: readonly (readonly [meals: number, people: number, price: number])[];
    zoneZip?: string;
    store?: boolean;
    promo?: boolean;
  } = {},
): Promise<MealboxWorld> {
  const made: { remove: () => Promise<void> }[] = [];
  const remove = async () => {
    for (const part of made.splice(0).reverse()) await part.remove();
  };
  const make = async <Part extends { remove: () => Promise<void> }>(making: Promise<Part>) => {
    const part = await making;
    made.push(part);
    return part;
  };
  try {
    return {
      boxes: await make(createBoxSizes(admin, wanted.sizes)),
      menu: await make(createWeekMenu(admin)),
      zone: wanted.zoneZip ? await make(createDeliveryZone(admin, wanted.zoneZip)) : undefined,
      store: wanted.store ? await make(createPickupStore(admin)) : undefined,
      promo: wanted.promo ? await make(createMealboxPromo(admin)) : undefined,
      remove,
    };
  } catch (error) {
    await remove();
    throw error;
  }
}
