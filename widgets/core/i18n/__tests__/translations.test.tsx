import { act, render, screen } from "@testing-library/react";
import { loadTranslations } from "@/core/i18n/load-translations";
import { _t } from "@/core/i18n/translate";
import { ENGLISH_CATALOGUE, getTranslations, setTranslations } from "@/core/i18n/translation-catalogue";
import { useTranslate } from "@/core/i18n/use-translate";
import { createFakeOdoo } from "@/core/testing/fake-odoo-fetch";

const URL_FR = "http://shop.test/web/webclient/translations/abc?mods=website_weekbox&lang=fr_BE";

const frenchResponse = {
  lang: "fr_BE",
  lang_parameters: {
    name: "Français (BE)",
    code: "fr_BE",
    decimal_point: ",",
    thousands_sep: ".",
    grouping: "[3,0]",
    date_format: "%d/%m/%Y",
    time_format: "%H:%M:%S",
    direction: "ltr",
    week_start: 1,
  },
  modules: {
    website_weekbox: {
      messages: [
        {
          id: "Please select {n} more meal(s) to proceed",
          string: "Veuillez choisir encore {n} repas pour continuer",
        },
        { id: "Next", string: "Suivant" },
      ],
    },
    website_sale_mealbox: { messages: [{ id: "Close", string: "Fermer" }] },
  },
  multi_lang: true,
};

afterEach(() => setTranslations(ENGLISH_CATALOGUE));

test("should load Odoo's translations and language parameters", async () => {
  const odoo = createFakeOdoo({ "/web/webclient/translations/abc": () => Response.json(frenchResponse) });

  const catalogue = await loadTranslations(URL_FR, { fetch: odoo.fetch });

  expect(odoo.calls[0]?.method).toBe("GET");
  expect(catalogue.lang).toBe("fr_BE");
  expect(catalogue.langParams).toMatchObject({ decimal_point: ",", thousands_sep: ".", week_start: 1 });
  expect(catalogue.messages.get("Close")).toBe("Fermer");
});

test("should fetch a translations URL only once", async () => {
  const url = `${URL_FR}&once`;
  const odoo = createFakeOdoo({ "/web/webclient/translations/abc": () => Response.json(frenchResponse) });

  const [first, second] = await Promise.all([
    loadTranslations(url, { fetch: odoo.fetch }),
    loadTranslations(url, { fetch: odoo.fetch }),
  ]);

  expect(first).toBe(second);
  expect(odoo.calls).toHaveLength(1);
});

test("should fall back to English when the translations cannot be loaded or read", async () => {
  jest.spyOn(console, "error").mockImplementation(() => {});
  const failing = createFakeOdoo({
    "/web/webclient/translations/abc": () => new Response("oops", { status: 500 }),
  });
  const garbled = createFakeOdoo({
    "/web/webclient/translations/abc": () => Response.json({ modules: "nope" }),
  });

  expect(await loadTranslations(`${URL_FR}&a`, { fetch: failing.fetch })).toBe(ENGLISH_CATALOGUE);
  expect(await loadTranslations(`${URL_FR}&b`, { fetch: garbled.fetch })).toBe(ENGLISH_CATALOGUE);
  expect(await loadTranslations(null)).toBe(ENGLISH_CATALOGUE);
});

test("should translate by English source and fill placeholders", async () => {
  const odoo = createFakeOdoo({ "/web/webclient/translations/abc": () => Response.json(frenchResponse) });
  setTranslations(await loadTranslations(`${URL_FR}&c`, { fetch: odoo.fetch }));

  expect(_t("Please select {n} more meal(s) to proceed", { n: 3 })).toBe(
    "Veuillez choisir encore 3 repas pour continuer",
  );
  expect(_t("Not translated yet")).toBe("Not translated yet");
  expect(_t("Hello {name}, {unknown}", { name: "Ann" })).toBe("Hello Ann, {unknown}");
});

function NextLabel() {
  const t = useTranslate();
  return <button>{t("Next")}</button>;
}

test("should re-render components when translations arrive after the first render", () => {
  render(<NextLabel />);
  expect(screen.getByRole("button")).toHaveTextContent("Next");

  act(() =>
    setTranslations({ ...getTranslations(), lang: "fr_BE", messages: new Map([["Next", "Suivant"]]) }),
  );

  expect(screen.getByRole("button")).toHaveTextContent("Suivant");
});
