// The contract form's values and their rules: which weekdays a place delivers,
// which start weeks a weekday offers, what the form posts, and the checks the
// server makes too (controllers/subscription_pages.py, models/
// mealbox_subscription_changes.py), worded as the server words them. The server
// decides; these only say it before the round trip.
import type { Translate } from "@/core/i18n/translate";
import type { ContractOptions, StartWeek, SubscriptionFormProps } from "../subscription-form-props";

export type DeliveryMode = "delivery" | "pick_store";

/** What the customer chose; 0, null and "" are "not chosen". */
export type ContractValues = {
  /** "<meals>x<people>", a box of `options.boxes`. */
  box: string;
  mode: DeliveryMode;
  addressId: number;
  storeId: number;
  weekday: number | null;
  /** The chosen start week's Monday, "YYYY-MM-DD". */
  startWeek: string;
  tokenId: number;
  consent: boolean;
  dietIds: number[];
};

export type ContractField = "box" | "mode" | "place" | "weekday" | "startWeek" | "card" | "consent";
export type ContractProblems = Partial<Record<ContractField, string>>;

type StartWeeks = SubscriptionFormProps["startWeeks"];

export function boxKey(meals: number, people: number): string {
  return `${meals}x${people}`;
}

/** The weekdays the chosen address's zone or the chosen store delivers, Monday 0. */
export function allowedWeekdays(values: ContractValues, options: ContractOptions): number[] {
  if (values.mode === "delivery")
    return options.addresses.find((address) => address.id === values.addressId)?.weekdays ?? [];
  return options.stores.find((store) => store.id === values.storeId)?.weekdays ?? [];
}

export function startWeeksOf(weekday: number | null, startWeeks: StartWeeks): StartWeek[] {
  return weekday === null ? [] : (startWeeks[String(weekday)] ?? []);
}

/**
 * The values with what depends on another choice made to fit it: a weekday the
 * place does not deliver goes (the only one it delivers is taken), a start week
 * the weekday does not offer becomes its first, a card no longer listed goes with
 * its consent.
 */
export function fitValues(
  values: ContractValues,
  options: ContractOptions,
  startWeeks: StartWeeks,
): ContractValues {
  const days = allowedWeekdays(values, options);
  const weekday =
    values.weekday !== null && days.includes(values.weekday)
      ? values.weekday
      : days.length === 1
        ? days[0]!
        : null;
  const weeks = startWeeksOf(weekday, startWeeks);
  const startWeek = weeks.some((week) => week.week_start === values.startWeek)
    ? values.startWeek
    : (weeks[0]?.week_start ?? "");
  const cardListed = options.cards.some((card) => card.token_id === values.tokenId);
  const dietIds = values.dietIds.filter((id) => options.diets.some((diet) => diet.id === id));
  return {
    ...values,
    weekday,
    startWeek,
    tokenId: cardListed ? values.tokenId : 0,
    consent: cardListed && values.consent,
    dietIds,
  };
}

function number(value: string | undefined): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : 0;
}

/** What the server refused, as the form had it (the POST's field names). */
export function valuesFromPosted(posted: Record<string, string>): ContractValues {
  const weekday =
    posted.weekday !== undefined && /^[0-6]$/.test(posted.weekday) ? Number(posted.weekday) : null;
  return {
    box: posted.meals && posted.people ? boxKey(number(posted.meals), number(posted.people)) : "",
    mode: posted.delivery_type === "pick_store" ? "pick_store" : "delivery",
    addressId: number(posted.address_id),
    storeId: number(posted.store_id),
    weekday,
    startWeek: posted.start_week ?? "",
    tokenId: number(posted.token_id),
    consent: posted.consent === "1",
    dietIds: (posted.diet_ids ?? "").split(",").map(number).filter(Boolean),
  };
}

/** The form as it opens from the wizard's box (or empty, from the portal). */
export function valuesFromDraft(props: Pick<SubscriptionFormProps, "draft" | "options">): ContractValues {
  const { draft, options } = props;
  const box =
    draft.meals &&
    draft.people &&
    options.boxes.some((b) => b.meals === draft.meals && b.people === draft.people)
      ? boxKey(draft.meals, draft.people)
      : "";
  const delivering = options.addresses.filter((address) => address.weekdays.length > 0);
  const addressId =
    draft.address_id && options.addresses.some((address) => address.id === draft.address_id)
      ? draft.address_id
      : (delivering[0]?.id ?? 0);
  return {
    box,
    mode: draft.delivery_type ?? "delivery",
    addressId,
    storeId: draft.store_id ?? 0,
    weekday: draft.weekday ?? null,
    startWeek: "",
    // One card: that one. Several: the customer says which.
    tokenId: options.cards.length === 1 ? options.cards[0]!.token_id : 0,
    consent: false,
    dietIds: [],
  };
}

/** The checks the server makes, in its words, on the fields the form shows them by. */
export function contractProblems(
  values: ContractValues,
  options: ContractOptions,
  startWeeks: StartWeeks,
  t: Translate,
): ContractProblems {
  const problems: ContractProblems = {};
  if (!options.boxes.some((b) => boxKey(b.meals, b.people) === values.box))
    problems.box = t("Meal Not available");
  const days = allowedWeekdays(values, options);
  if (values.mode === "delivery") {
    if (!options.addresses.some((address) => address.id === values.addressId))
      problems.place = t("Please choose one of your addresses.");
    else if (days.length === 0)
      problems.place = t("The delivery method is not available for your shipping address");
  } else if (!options.stores.some((store) => store.id === values.storeId)) {
    problems.place = t("Please select pickup store");
  }
  if (!problems.place && (values.weekday === null || !days.includes(values.weekday)))
    problems.weekday = t("Please choose a delivery day.");
  if (!problems.place && !problems.weekday) {
    if (!startWeeksOf(values.weekday, startWeeks).some((week) => week.week_start === values.startWeek))
      problems.startWeek = t("Please choose the first week.");
  }
  if (!options.cards.some((card) => card.token_id === values.tokenId))
    problems.card = t("Please choose one of your saved cards.");
  else if (!values.consent) problems.consent = t("Please agree to have your card charged each week.");
  return problems;
}

/**
 * The form's POST fields (controllers/subscription_pages.py CONTRACT_FIELDS) its
 * hidden inputs carry. The radio groups post their own (delivery_type, weekday,
 * start_week, token_id: react-aria's radios are native inputs, named), and
 * csrf_token is the page's.
 */
export function postedFields(
  values: ContractValues,
  form: { formKey: string; orderId: number },
): [name: string, value: string][] {
  const [meals = "", people = ""] = values.box.split("x");
  return [
    ["meals", meals],
    ["people", people],
    ["address_id", String(values.mode === "delivery" ? values.addressId : 0)],
    ["store_id", String(values.mode === "pick_store" ? values.storeId : 0)],
    ["consent", values.consent ? "1" : ""],
    ["diet_ids", values.dietIds.join(",")],
    ["form_key", form.formKey],
    ["order_id", String(form.orderId)],
  ];
}

/** The names of the radio groups' inputs (each posts the chosen value). */
export const RADIO_FIELDS = {
  mode: "delivery_type",
  weekday: "weekday",
  startWeek: "start_week",
  card: "token_id",
} as const;
