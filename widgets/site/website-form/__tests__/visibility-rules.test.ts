import { DateTime } from "luxon";
import { createElementChanges } from "@/core/mount/element-changes";
import { langDateFormat } from "../utils/lang-date-format";
import { createVisibilityRules } from "../utils/visibility-rules";

const FR_BE = langDateFormat({ date_format: "%d/%m/%Y", time_format: "%H:%M:%S" });

// Fields as Odoo's editor saves a visibility rule on them (data-visibility-*).
function field(name: string, rule = "", type = "text"): string {
  return `<div class="s_website_form_field ${rule ? "s_website_form_field_hidden_if d-none" : ""}" ${rule}>
    <input class="s_website_form_input" type="${type}" name="${name}"/></div>`;
}

function setup(html: string) {
  document.body.innerHTML = `<form>${html}</form>`;
  const saved = document.body.innerHTML;
  const form = document.querySelector("form")!;
  const changes = createElementChanges();
  const update = createVisibilityRules(form, FR_BE, changes);
  update();
  const input = (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  const set = (name: string, value: string) => {
    input(name).value = value;
    update();
  };
  const shown = (name: string) => !input(name).closest(".s_website_form_field")!.classList.contains("d-none");
  return { changes, input, set, shown, form, saved };
}

test("should show a field once the date it depends on is after the editor's date", () => {
  const reference = DateTime.fromObject({ year: 2026, month: 12, day: 1 }).toSeconds();
  const { set, shown, input } = setup(
    field("first_box") +
      field(
        "allergies",
        `data-visibility-dependency="first_box" data-visibility-comparator="after" data-visibility-condition="${reference}"`,
      ),
  );
  expect(shown("allergies")).toBe(false);
  expect(input("allergies")).toBeDisabled();
  set("first_box", "2/12/2026");
  expect(shown("allergies")).toBe(true);
  expect(input("allergies")).toBeEnabled();
  set("first_box", "30/11/2026");
  expect(shown("allergies")).toBe(false);
  set("first_box", "not a date");
  expect(shown("allergies")).toBe(false);
});

test("should hide a field whose dependency is hidden itself, whatever its value", () => {
  const { set, shown } = setup(
    field("company") +
      field(
        "vat",
        'data-visibility-dependency="company" data-visibility-comparator="set" data-visibility-condition=""',
      ) +
      field(
        "vat_note",
        'data-visibility-dependency="vat" data-visibility-comparator="contains" data-visibility-condition="BE"',
      ),
  );
  set("company", "Weekbox");
  set("vat", "BE0123456789");
  expect(shown("vat_note")).toBe(true);
  set("company", "");
  expect(shown("vat")).toBe(false);
  expect(shown("vat_note")).toBe(false);
});

test("should give every class and disabled state back as saved", () => {
  const html =
    field("company") +
    field(
      "vat",
      'data-visibility-dependency="company" data-visibility-comparator="set" data-visibility-condition=""',
    );
  const { set, changes, form, saved, input } = setup(html);
  expect(input("vat")).toBeDisabled();
  set("company", "Weekbox");
  changes.restore();
  form.querySelector<HTMLInputElement>("[name=company]")!.value = "";
  expect(document.body.innerHTML).toBe(saved);
});
