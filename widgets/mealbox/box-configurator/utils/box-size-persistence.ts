// The chosen box size survives a reload and follows the visitor to /mealbox:
// it is written into the URL query (meal, people) and into cookies of the same
// names (spec §2.6, §4.3), and read back from them, URL first.
import type { BoxSize } from "./box-size-rules";

/** 600 * 600 seconds, as the spec's cookie lifetime (§9.3). */
export const BOX_SIZE_COOKIE_MAX_AGE = 600 * 600;

function parseCount(value: string | null | undefined): number | undefined {
  if (!value || !/^\d{1,3}$/.test(value)) return undefined;
  return Number(value);
}

function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

/** The size saved in the URL or cookies, each value independently; undefined when absent or junk. */
export function readSavedBoxSize(search: string, cookieHeader: string): Partial<BoxSize> {
  const query = new URLSearchParams(search);
  const meals = parseCount(query.get("meal")) ?? parseCount(readCookie(cookieHeader, "meal"));
  const people = parseCount(query.get("people")) ?? parseCount(readCookie(cookieHeader, "people"));
  return { ...(meals !== undefined && { meals }), ...(people !== undefined && { people }) };
}

/** Writes the size into the current URL (no new history entry) and the cookies. */
export function saveBoxSize(size: BoxSize, win: Window = window): void {
  const url = new URL(win.location.href);
  url.searchParams.set("meal", String(size.meals));
  url.searchParams.set("people", String(size.people));
  win.history.replaceState(win.history.state, "", url);
  for (const [name, value] of [
    ["meal", size.meals],
    ["people", size.people],
  ] as const) {
    win.document.cookie = `${name}=${value}; max-age=${BOX_SIZE_COOKIE_MAX_AGE}; path=/; SameSite=Lax`;
  }
}

/** The wizard at a given step for this size. */
export function wizardUrl(size: BoxSize, state: "compose" | "extra"): string {
  const query = new URLSearchParams({ meal: String(size.meals), people: String(size.people), state });
  return `/mealbox?${query}`;
}

/** Where "continue" leads: the wizard's compose step for this size. */
export function composeUrl(size: BoxSize): string {
  return wizardUrl(size, "compose");
}

/** Where "add extras" leads: the wizard's extra step for this size. */
export function extraUrl(size: BoxSize): string {
  return wizardUrl(size, "extra");
}
