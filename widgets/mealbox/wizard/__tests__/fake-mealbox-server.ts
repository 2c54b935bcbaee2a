// Test helper: the wizard routes of website_sale_mealbox, in process, with the
// same rules as the Python (models/sale_order.py) on a tiny menu. Requests go
// through the widgets' real RPC client (schemas checked both ways).
import { createRpcClient, type RpcClient } from "@/core/rpc/rpc-client";
import {
  createFakeOdoo,
  odooError,
  odooResult,
  type FakeOdoo,
  type FakeReply,
  type RecordedCall,
} from "@/core/testing/fake-odoo-fetch";

export const CURRENCY = { name: "EUR", symbol: "€", position: "after" as const, decimals: 2 };

type Card = {
  product_id: number;
  product_tmpl_id: number;
  name: string;
  list_price: number;
  image_url: string;
  image_small_url: string;
  category: number[];
  diet: number[];
  do_something: boolean;
  do_nothing: boolean;
  "min-quant": number;
  prep_time: number;
  calories: number;
  allergens: string;
};

function card(id: number, name: string, init: Partial<Card> = {}): Card {
  return {
    product_id: id,
    product_tmpl_id: id + 1000,
    name,
    list_price: 0,
    image_url: `/web/image/product.template/${id + 1000}/image_512`,
    image_small_url: `/web/image/product.template/${id + 1000}/image_256`,
    category: [],
    diet: [],
    do_something: false,
    do_nothing: false,
    "min-quant": 1,
    prep_time: 30,
    calories: 600,
    allergens: "",
    ...init,
  };
}

export const MEAT = 14;
export const FISH = 15;
export const VEGGIE = 16;
export const PASTA = 17;
export const VEGETARIAN = 1;
export const VEGAN = 2;
export const GLUTEN_FREE = 3;

export const DISHES: Card[] = [
  card(101, "Flemish beef stew", { category: [MEAT], do_nothing: true, prep_time: 35 }),
  card(102, "Vol-au-vent", { category: [MEAT], do_nothing: true, "min-quant": 2 }),
  card(103, "Mussels with fries", {
    category: [FISH],
    diet: [GLUTEN_FREE],
    do_something: true,
    prep_time: 20,
  }),
  card(104, "Salmon with dill", { category: [FISH], diet: [GLUTEN_FREE], do_something: true, prep_time: 20 }),
  card(105, "Vegetable lasagne", { category: [PASTA], diet: [VEGETARIAN], do_nothing: true, prep_time: 40 }),
  card(106, "Penne arrabbiata", { category: [PASTA], diet: [VEGETARIAN, VEGAN], do_something: true }),
  card(107, "Chickpea curry", { category: [VEGGIE], diet: [VEGETARIAN, VEGAN, GLUTEN_FREE] }),
];

const CATEGORIES = [
  { id: MEAT, name: "Meat" },
  { id: FISH, name: "Fish" },
  { id: VEGGIE, name: "Veggie" },
  { id: PASTA, name: "Pasta" },
];

export const EXTRAS: Card[] = [
  card(201, "Chocolate mousse", { list_price: 4.5, category: [18], prep_time: 0 }),
  card(202, "Abbey beer", { list_price: 2.8, category: [18], prep_time: 0, "min-quant": 2 }),
];

export const ORDER_ID = 7;

type Line = { line_id: number; product_id: number; type: "dish" | "extra"; quantity: number };

export type FakeMealboxOptions = {
  publicUser?: boolean;
  /** Video URL of every dish's details. */
  videoUrl?: string;
  /** Description of every dish's details (plain text as the server sends it). */
  description?: string;
  /** Next's answer (/mealbox/add/meal, is_continue) carries only the spec's fields, no extra lists. */
  specOnlyContinue?: boolean;
  /** How many dishes a list answer holds (website._mealbox_dish_page_size: 48). */
  pageSize?: number;
};

export type FakeMealbox = {
  odoo: FakeOdoo;
  client: RpcClient;
  box: { meals: number; people: number; created: boolean; lines: Line[] };
  publicUser: boolean;
  /** Calls to our routes (optionally one route), in order. */
  calls(route?: string): RecordedCall[];
  /** Params of the calls to a route. */
  params(route: string): Record<string, unknown>[];
  /** Holds every answer until the returned function is called. */
  hold(): () => void;
  /** Most requests in flight at once so far. */
  maxConcurrent: number;
  /** Requests the fake has not answered yet. */
  readonly inFlight: number;
  /** Puts dishes in the box directly (test setup). */
  fill(productIds: number[]): void;
  /** Makes the next call to `route` fail with a UserError. */
  refuseNext(route: string, message: string): void;
};

class UserError extends Error {}
class AccessError extends Error {}

export function createFakeMealbox(options: FakeMealboxOptions = {}): FakeMealbox {
  const box = { meals: 3, people: 2, created: false, lines: [] as Line[] };
  let nextLineId = 500;
  let gate: Promise<void> | null = null;
  let inFlight = 0;
  const refusals = new Map<string, string>();

  const all = [...DISHES, ...EXTRAS];
  const find = (id: unknown) => {
    const found = all.find((c) => c.product_id === id);
    if (!found) throw new UserError("This product is no longer available.");
    return found;
  };
  const lines = (type: Line["type"]) => box.lines.filter((l) => l.type === type);
  const countLine = () => lines("dish").reduce((sum, l) => sum + l.quantity, 0);
  const boxPrice = () => Math.round(box.meals * box.people * 7.44 * 100) / 100;
  const extrasTotal = () =>
    Math.round(lines("extra").reduce((sum, l) => sum + find(l.product_id).list_price * l.quantity, 0) * 100) /
    100;

  function summary() {
    return {
      order_id: ORDER_ID,
      meal: box.meals,
      people: box.people,
      meal_id: 57,
      price_list_price: boxPrice(),
      count_line: countLine(),
      amount_total: Math.round((boxPrice() + extrasTotal()) * 100) / 100,
      currency: "€",
      currency_info: CURRENCY,
    };
  }

  function cartItems(type: Line["type"]) {
    return lines(type).map((l) => ({
      ...find(l.product_id),
      line_id: l.line_id,
      quantity: l.quantity,
      total_price: Math.round(find(l.product_id).list_price * l.quantity * 100) / 100,
    }));
  }

  function remaining(type: Line["type"], params: Record<string, unknown> = {}) {
    const inBox = new Set(lines(type).map((l) => l.product_id));
    const categories = ((params.category as number[] | undefined) ?? []).filter((id) => id !== 0);
    const diets = (params.diet_list as number[] | undefined) ?? [];
    const toggle = params.filter as "do_something" | "do_nothing" | 0 | undefined;
    const offered = (type === "dish" ? DISHES : EXTRAS).filter(
      (c) =>
        !inBox.has(c.product_id) &&
        (categories.length === 0 || categories.some((id) => c.category.includes(id))) &&
        diets.every((id) => c.diet.includes(id)) &&
        (!toggle || c[toggle]),
    );
    // menu_rank: a dish's place on the whole menu; an extra's in the list (as the Python's).
    return offered.map((c, index) => ({
      ...c,
      menu_rank: type === "dish" ? DISHES.indexOf(c) + 1 : index + 1,
    }));
  }

  /** One page of the dishes left, after the dish `params.after`, as the Python's _mealbox_remaining_page. */
  function dishPage(params: Record<string, unknown>) {
    const pageSize = options.pageSize ?? 48;
    let list = remaining("dish", params);
    if (params.after) {
      const start = DISHES.findIndex((c) => c.product_id === params.after) + 1;
      if (start === 0) throw new UserError("The week's menu has changed: please reload the page.");
      list = list.filter((c) => c.menu_rank > start);
    }
    return {
      product_remaining: list.slice(0, pageSize),
      remaining_more: Math.max(list.length - pageSize, 0),
    };
  }

  /** A dish change's answer, as the Python's: the box, and which dishes changed availability since `before`. */
  function dishChanges(before: ReadonlySet<number>, params: Record<string, unknown>) {
    const after = new Set(lines("dish").map((l) => l.product_id));
    const left = new Set([...before].filter((id) => !after.has(id)));
    return {
      count_line: countLine(),
      product_in_cart: cartItems("dish"),
      dishes_taken: [...after].filter((id) => !before.has(id)).map((id) => find(id).product_tmpl_id),
      dishes_returned: remaining("dish", params).filter((c) => left.has(c.product_id)),
    };
  }

  const dishesInBox = () => new Set(lines("dish").map((l) => l.product_id));

  function checkOrder(params: Record<string, unknown>, key = "order_id") {
    const id = params[key];
    if (id && id !== ORDER_ID)
      throw new AccessError("This order is not available. Please start your box again.");
    if (!box.created) throw new UserError("Your box is empty. Please choose your box size first.");
  }

  function findLine(type: Line["type"], params: Record<string, unknown>): Line {
    const line = params.line_id
      ? lines(type).find((l) => l.line_id === params.line_id)
      : lines(type).find((l) => l.product_id === params.product_id);
    if (!line) throw new UserError("This item is no longer in your box.");
    return line;
  }

  function setQuantity(line: Line, quantity: number) {
    const minimum =
      line.type === "dish"
        ? Math.max(find(line.product_id)["min-quant"], 1)
        : find(line.product_id)["min-quant"];
    if (quantity <= 0 || quantity < minimum) {
      box.lines = box.lines.filter((l) => l !== line);
      return;
    }
    if (line.type === "dish" && countLine() - line.quantity + quantity > box.meals) {
      throw new UserError(`With your type of box it is not possible to add more than ${box.meals} meals`);
    }
    line.quantity = quantity;
  }

  function addDish(productId: unknown) {
    const dish = find(productId);
    if (!DISHES.includes(dish)) throw new UserError("This dish is not on this week's menu.");
    const line = lines("dish").find((l) => l.product_id === dish.product_id);
    const step = line ? 1 : Math.max(dish["min-quant"], 1);
    if (countLine() + step > box.meals) {
      throw new UserError(`With your type of box it is not possible to add more than ${box.meals} meals`);
    }
    if (line) line.quantity += step;
    else box.lines.push({ line_id: nextLineId++, product_id: dish.product_id, type: "dish", quantity: step });
  }

  const ALERTS: Record<string, { id: number; message: string; tone: string }[]> = {
    compose: [{ id: 1, message: "Tip: quick dishes are marked.", tone: "info" }],
    extra: [{ id: 3, message: "Add a dessert or a bottle of wine.", tone: "info" }],
    login: [],
    delivery: [{ id: 5, message: "Deliveries arrive between 14:00 and 21:00.", tone: "info" }],
  };

  const routes: Record<string, (p: Record<string, unknown>) => unknown> = {
    "/load/mealbox": (p) => {
      if (p.order_id && p.order_id !== ORDER_ID) throw new AccessError("This order is not available.");
      if (p.meal === 9) throw new UserError("Meal Not available");
      box.meals = p.meal as number;
      box.people = p.people as number;
      box.created = true;
      const state = (p.state as string) ?? "compose";
      return {
        ...summary(),
        state,
        count_line: countLine(),
        product_in_cart: cartItems("dish"),
        ...dishPage(p),
        extra_in_cart: cartItems("extra"),
        extra_remaining: remaining("extra"),
        categ_list: CATEGORIES,
        diet_list: [
          { id: VEGETARIAN, name: "Vegetarian", color: 10 },
          { id: VEGAN, name: "Vegan", color: 10 },
          { id: GLUTEN_FREE, name: "Gluten-free", color: 2 },
        ],
        filter_labels: { do_something: "Ready in 20 minutes", do_nothing: "Family favourite" },
        alerts: ALERTS[state] ?? [],
        is_public_user: fake.publicUser,
        box_ready: countLine() === box.meals,
      };
    },
    "/mealbox/add/meal": (p) => {
      checkOrder(p);
      const before = dishesInBox();
      if (p.is_continue) {
        const missing = box.meals - countLine();
        if (missing > 0) throw new UserError(`You need to add ${missing} meals in order to continue`);
        if (missing < 0) throw new UserError("You need to adjust or remove meals in order to continue");
      } else if (p.remove_product) {
        const line = findLine("dish", p);
        setQuantity(line, line.quantity - 1);
      } else {
        addDish(p.product_id);
      }
      return {
        ...summary(),
        ...dishChanges(before, p),
        next_state: p.is_continue ? "extra" : null,
        // Next (is_continue): what the extra step shows, as the Python answers it.
        ...(p.is_continue && !options.specOnlyContinue
          ? {
              extra_in_cart: cartItems("extra"),
              extra_remaining: remaining("extra"),
              alerts: ALERTS.extra,
              is_public_user: fake.publicUser,
            }
          : {}),
      };
    },
    "/mealbox/remove/meal": (p) => {
      checkOrder(p);
      const before = dishesInBox();
      if (p.quantity !== undefined) setQuantity(findLine("dish", p), p.quantity as number);
      else if (p.remove_product) {
        const line = findLine("dish", p);
        setQuantity(line, line.quantity - 1);
      } else addDish(p.product_id ?? findLine("dish", p).product_id);
      return { ...summary(), ...dishChanges(before, p) };
    },
    "/mealbox/add/extra-meal": (p) => {
      checkOrder(p);
      if (p.quantity !== undefined) setQuantity(findLine("extra", p), p.quantity as number);
      else if (p.add_product) {
        const extra = find(p.product_id);
        const line = lines("extra").find((l) => l.product_id === extra.product_id);
        if (line) line.quantity += 1;
        else
          box.lines.push({
            line_id: nextLineId++,
            product_id: extra.product_id,
            type: "extra",
            quantity: Math.max(extra["min-quant"], 1),
          });
      } else {
        const line = findLine("extra", p);
        setQuantity(line, line.quantity - 1);
      }
      return [
        {
          ...summary(),
          total_price: extrasTotal(),
          extra_in_cart: cartItems("extra"),
          extra_remaining: remaining("extra"),
        },
      ];
    },
    "/mealbox/diet": (p) => {
      checkOrder(p);
      return {
        count_line: countLine(),
        ...(p.state === "extra"
          ? { product_remaining: remaining("extra", p), remaining_more: 0 }
          : dishPage(p)),
      };
    },
    "/mealbox/category": (p) => {
      checkOrder(p);
      return {
        count_line: countLine(),
        ...(p.state === "extra"
          ? { product_remaining: remaining("extra", p), remaining_more: 0 }
          : dishPage(p)),
      };
    },
    "/mealbox/get/login": (p) => {
      checkOrder(p, "order");
      const back = `/mealbox?meal=${p.meal}&people=${p.person}&state=delivery&order_id=${ORDER_ID}`;
      return {
        is_public_user: fake.publicUser,
        redirect: back,
        login_url: `/web/login?redirect=${encodeURIComponent(back)}`,
        signup_url: `/web/signup?redirect=${encodeURIComponent(back)}`,
        providers: [
          {
            id: "odoo",
            name: "Log in with your account",
            auth_link: `/web/login?redirect=${encodeURIComponent(back)}`,
            css_class: "",
          },
          { id: "evil", name: "Evil", auth_link: "javascript:alert(1)", css_class: "" },
        ],
      };
    },
    "/mealbox/get_product": (p) => {
      const dish = find(p.product_id);
      return {
        [String(dish.product_id)]: {
          ...dish,
          description: options.description ?? `${dish.name}, slowly cooked.`,
          ingredients: "Beef\nBeer\nOnions",
          video_url: options.videoUrl ?? "https://www.youtube-nocookie.com/embed/abc123",
          images: [dish.image_url, `/web/image/product.image/${dish.product_id}/image_1024`],
          diet_names: [],
          category_names: ["Meat"],
        },
      };
    },
    "/mealbox/meal/validate": (p) => {
      checkOrder(p);
      return countLine() === box.meals && (!p.meal || p.meal === box.meals);
    },
  };

  const handlers = Object.fromEntries(
    Object.entries(routes).map(([route, handle]) => [
      route,
      async ({ params }: { params: unknown }): Promise<FakeReply> => {
        inFlight++;
        fake.maxConcurrent = Math.max(fake.maxConcurrent, inFlight);
        try {
          if (gate) await gate;
          const refusal = refusals.get(route);
          if (refusal !== undefined) {
            refusals.delete(route);
            return odooError({ name: "odoo.exceptions.UserError", message: refusal });
          }
          return odooResult(handle((params ?? {}) as Record<string, unknown>));
        } catch (error) {
          if (error instanceof AccessError)
            return odooError({ name: "odoo.exceptions.AccessError", message: error.message });
          if (error instanceof UserError)
            return odooError({ name: "odoo.exceptions.UserError", message: error.message });
          throw error;
        } finally {
          inFlight--;
        }
      },
    ]),
  );

  const odoo = createFakeOdoo(handlers);
  const client = createRpcClient({
    baseUrl: "http://shop.test",
    fetch: odoo.fetch,
    onSessionExpired: () => {},
  });

  const fake: FakeMealbox = {
    odoo,
    client,
    box,
    publicUser: options.publicUser ?? true,
    maxConcurrent: 0,
    get inFlight() {
      return inFlight;
    },
    calls: (route) => odoo.calls.filter((c) => (route ? c.url.pathname === route : true)),
    params: (route) =>
      odoo.calls
        .filter((c) => c.url.pathname === route)
        .map((c) => (c.body as { params: Record<string, unknown> }).params),
    hold() {
      let release = () => {};
      gate = new Promise<void>((resolve) => {
        release = () => {
          gate = null;
          resolve();
        };
      });
      return release;
    },
    fill(productIds) {
      box.created = true;
      for (const id of productIds) addDish(id);
    },
    refuseNext(route, message) {
      refusals.set(route, message);
    },
  };
  return fake;
}
