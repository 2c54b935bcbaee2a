import type { ElementChanges } from "@/core/mount/element-changes";
import { FIELD_SELECTOR, INPUT_SELECTOR } from "./form-fields";
import { controlEntries } from "./form-payload";
import type { LangDateFormat } from "./lang-date-format";

type Rule = { field: HTMLElement; visible: () => boolean };

/**
 * Odoo's conditional fields (`data-visibility-dependency`, `-condition`,
 * `-comparator`, `-between`, set by the editor), as Odoo's own form widget
 * computes them (website/static/src/snippets/s_website_form/000.js): a field
 * shows when the field it depends on is visible and its value passes the
 * comparison; a hidden field's inputs are disabled so they are neither
 * checked nor sent. Returns `update()`, to call on every input.
 */
export function createVisibilityRules(
  form: HTMLFormElement,
  dates: LangDateFormat,
  changes: ElementChanges,
): () => void {
  const byName = new Map<string, (() => boolean)[]>();
  const rules: Rule[] = [];
  const visibleByName = (name: string) => {
    const functions = byName.get(name);
    return !functions || functions.some((visible) => visible());
  };
  for (const field of Array.from(form.querySelectorAll<HTMLElement>("[data-visibility-dependency]"))) {
    const name = field.querySelector<HTMLInputElement>(INPUT_SELECTOR)?.name;
    const { visibilityDependency: dependency = "", visibilityComparator: comparator = "" } = field.dataset;
    const visible = () => {
      if (!visibleByName(dependency)) return false;
      if (comparator === "fileSet" || comparator === "!fileSet") {
        return (comparator === "fileSet") === hasFiles(form, dependency);
      }
      const values = controlEntries(form)
        .filter(([name]) => name === dependency)
        .map(([, value]) => value);
      const value = ["contains", "!contains"].includes(comparator) ? values.join() : (values[0] ?? "");
      return compare(
        comparator,
        value,
        field.dataset.visibilityCondition ?? "",
        field.dataset.visibilityBetween,
        dates,
      );
    };
    if (name) byName.set(name, [...(byName.get(name) ?? []), visible]);
    rules.push({ field, visible });
  }

  function show(field: HTMLElement, visible: boolean): void {
    const container = field.closest<HTMLElement>(FIELD_SELECTOR) ?? field;
    changes.toggleClass(container, "d-none", !visible);
    for (const input of Array.from(container.querySelectorAll<HTMLInputElement>(INPUT_SELECTOR))) {
      if (input.disabled === !visible) continue;
      if (visible) changes.removeAttribute(input, "disabled");
      else changes.setAttribute(input, "disabled", "");
    }
  }

  return function update() {
    // A field shown or hidden can change what another one depends on: again until nothing moves.
    for (let round = 0; round <= rules.length; round++) {
      let moved = false;
      for (const { field, visible } of rules) {
        const container = field.closest(FIELD_SELECTOR) ?? field;
        const was = !container.classList.contains("d-none");
        const is = visible();
        show(field, is);
        moved ||= was !== is;
      }
      if (!moved) return;
    }
  };
}

function hasFiles(form: HTMLFormElement, name: string): boolean {
  return Array.from(form.querySelectorAll<HTMLInputElement>("input[type=file]")).some(
    (input) => input.name === name && !input.disabled && (input.files?.length ?? 0) > 0,
  );
}

function compare(
  comparator: string,
  value: string,
  comparable: string,
  between: string | undefined,
  dates: LangDateFormat,
): boolean {
  switch (comparator) {
    case "contains":
      return value.includes(comparable);
    case "!contains":
      return !value.includes(comparable);
    case "equal":
    case "selected":
      return value === comparable;
    case "!equal":
    case "!selected":
      return value !== comparable;
    case "set":
      return value !== "";
    case "!set":
      return value === "";
    case "greater":
      return parseFloat(value) > parseFloat(comparable);
    case "less":
      return parseFloat(value) < parseFloat(comparable);
    case "greater or equal":
      return parseFloat(value) >= parseFloat(comparable);
    case "less or equal":
      return parseFloat(value) <= parseFloat(comparable);
  }
  // The editor stores the dates to compare with as Unix seconds.
  const moment = dates.parse(value, value.includes(":") ? "datetime" : "date");
  const seconds = moment ? Math.floor(moment.toSeconds()) : Number.NaN;
  const reference = parseInt(comparable, 10);
  const upper = parseInt(between ?? "", 10);
  switch (comparator) {
    case "dateEqual":
      return seconds === reference;
    case "date!equal":
      return seconds !== reference;
    case "before":
      return seconds < reference;
    case "after":
      return seconds > reference;
    case "equal or before":
      return seconds <= reference;
    case "equal or after":
      return seconds >= reference;
    case "between":
      return seconds >= reference && seconds <= upper;
    case "!between":
      return !(seconds >= reference && seconds <= upper);
  }
  return false;
}
