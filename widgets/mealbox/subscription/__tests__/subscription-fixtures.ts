// A subscription as /my/subscriptions/state answers it, and the page's options,
// for the widget's component tests: two weeks open, one past its cut-off.
import type { SubscriptionState, SubscriptionWeek } from "@/core/rpc/routes/subscription-routes";
import type { SubscriptionOptions } from "../mealbox-subscription-props";

const EUR = { name: "EUR", symbol: "€", position: "after" as const, decimals: 2 };

export function dish(productId: number, name: string, quantity = 0, minQuant = 1) {
  return {
    product_id: productId,
    product_tmpl_id: productId + 100,
    name,
    list_price: 0,
    image_url: `/web/image/product.product/${productId}/image_512`,
    image_small_url: `/web/image/product.product/${productId}/image_256`,
    category: [],
    diet: productId === 2 ? [7] : [],
    do_something: false,
    do_nothing: false,
    "min-quant": minQuant,
    prep_time: 25,
    calories: 600,
    allergens: "",
    quantity,
  };
}

export function week(
  start: string,
  delivery: string,
  changes: Partial<SubscriptionWeek> = {},
): SubscriptionWeek {
  const dishes = changes.dishes ?? [dish(1, "Stoofvlees"), dish(2, "Quiche"), dish(3, "Curry", 0, 2)];
  return {
    week_start: start,
    delivery_date: delivery,
    cutoff: `${delivery}T22:59:00Z`,
    open: true,
    skipped: false,
    closed: false,
    menu_name: "Classics week",
    dishes,
    chosen_count: dishes.reduce((sum, d) => sum + d.quantity, 0),
    chef_choice: [
      { product_id: 1, quantity: 2 },
      { product_id: 2, quantity: 1 },
    ],
    ...changes,
  };
}

export function subscriptionState(changes: Partial<SubscriptionState> = {}): SubscriptionState {
  return {
    id: 5,
    name: "SUB/0005",
    state: "active",
    changeable: true,
    box: { meals: 3, people: 2, label: "3 meals for 2 people", price: 59.9 },
    delivery: {
      type: "delivery",
      address_id: 11,
      address: "Rue Neuve 1, 1000 Bruxelles",
      store_id: 0,
      weekday: 5,
    },
    card: { token_id: 21, label: "•••• 4242", usable: true, consent_date: "2031-03-01T10:00:00Z" },
    diet_ids: [],
    extras: [],
    next_delivery: "2031-03-08",
    next_cutoff: "2031-03-06T22:59:00Z",
    cancel_reason: "",
    weeks: [
      week("2031-03-03", "2031-03-08", { open: false, chosen_count: 0 }),
      week("2031-03-10", "2031-03-15"),
      week("2031-03-17", "2031-03-22"),
    ],
    history: [
      {
        order_id: 40,
        name: "S00040",
        week_start: "2031-02-24",
        delivery_date: "2031-03-01",
        amount: 64.9,
        status: "declined",
        retry_date: "2031-02-28T09:00:00Z",
        url: "/my/orders/40",
        pay_url: "/my/orders/40?access_token=abc",
      },
      {
        order_id: 39,
        name: "S00039",
        week_start: "2031-02-17",
        delivery_date: "2031-02-22",
        amount: 64.9,
        status: "paid",
        retry_date: "",
        url: "/my/orders/39",
        pay_url: "",
      },
    ],
    currency: EUR,
    ...changes,
  };
}

export const options: SubscriptionOptions = {
  boxes: [
    { meals: 3, people: 2, label: "3 meals for 2 people" },
    { meals: 4, people: 2, label: "4 meals for 2 people" },
  ],
  addresses: [{ id: 11, label: "Me, Rue Neuve 1, 1000 Bruxelles", weekdays: [2, 5] }],
  stores: [{ id: 31, name: "Gent Veldstraat", address: "Veldstraat 1, 9000 Gent", weekdays: [4, 5] }],
  cards: [
    {
      token_id: 21,
      label: "•••• 4242",
      consent: "I agree that Weekbox charges •••• 4242 for my box ({box}).",
    },
    {
      token_id: 22,
      label: "•••• 1111",
      consent: "I agree that Weekbox charges •••• 1111 for my box ({box}).",
    },
  ],
  diets: [
    { id: 7, name: "Vegetarian" },
    { id: 8, name: "Gluten-free" },
  ],
  weekday_names: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
};
