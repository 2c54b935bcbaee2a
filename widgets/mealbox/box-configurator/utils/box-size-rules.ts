// The meal and people steppers' rules: meals at least 2 (3 for 1 person), people
// at least 1 (2 when meals is 2); maxima from the page, else the server, else 2
// meals and no people limit (spec §5.3). The server enforces the same
// bounds when a box is put in the cart; these only keep the steppers honest.

export type BoxSize = { meals: number; people: number };

/** Upper bounds: the widget's own props win over the server's max_meal/max_people. */
export type BoxLimits = { maxMeal?: number | undefined; maxPeople?: number | undefined };

export type Bounds = { min: number; max: number };

/** Used when neither the page nor the server gives a meal maximum (spec §9.3). */
export const FALLBACK_MAX_MEAL = 2;

export function mealBounds(people: number, limits: BoxLimits): Bounds {
  const min = people === 1 ? 3 : 2;
  return { min, max: Math.max(min, limits.maxMeal || FALLBACK_MAX_MEAL) };
}

export function peopleBounds(meals: number, limits: BoxLimits): Bounds {
  const min = meals === 2 ? 2 : 1;
  return { min, max: limits.maxPeople ? Math.max(min, limits.maxPeople) : Number.POSITIVE_INFINITY };
}

function clamp(value: number, { min, max }: Bounds): number {
  return Math.min(max, Math.max(min, Math.round(value)));
}

/**
 * The nearest valid size: people first (it only depends on the maxima), then
 * meals given those people, then people again given those meals — one pass
 * settles it because the rules only couple meals = 2 with people = 1.
 */
export function clampBoxSize(size: BoxSize, limits: BoxLimits): BoxSize {
  const safeMeals = Number.isFinite(size.meals) ? size.meals : 0;
  const safePeople = Number.isFinite(size.people) ? size.people : 0;
  let people = clamp(safePeople, peopleBounds(3, limits));
  const meals = clamp(safeMeals, mealBounds(people, limits));
  people = clamp(people, peopleBounds(meals, limits));
  return { meals, people };
}

/**
 * Which stepper message applies, when a stepper sits at a bound set by the other:
 * 1 person holds meals at 3, 2 meals hold people at 2 (spec §8.3).
 */
export type BoxSizeHint = "meals-min-for-one-person" | "people-min-for-two-meals" | null;

export function boxSizeHint(size: BoxSize): BoxSizeHint {
  if (size.people === 1 && size.meals === 3) return "meals-min-for-one-person";
  if (size.meals === 2 && size.people === 2) return "people-min-for-two-meals";
  return null;
}
