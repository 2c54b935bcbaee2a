import { readPageConfig } from "@/core/page/page-config";

function setConfigElement(text: string | null) {
  document.getElementById("weekbox-page-config")?.remove();
  if (text === null) return;
  const script = document.createElement("script");
  script.type = "application/json";
  script.id = "weekbox-page-config";
  script.textContent = text;
  document.head.append(script);
}

afterEach(() => {
  setConfigElement(null);
  document.cookie = "frontend_lang=; expires=Thu, 01 Jan 1970 00:00:00 GMT";
  document.documentElement.removeAttribute("lang");
  delete (globalThis as { odoo?: unknown }).odoo;
});

test("should read the config the addon emits", () => {
  setConfigElement(
    JSON.stringify({
      lang: "fr_BE",
      translationsUrl: "/web/webclient/translations/h?mods=website_weekbox&lang=fr_BE",
      isPublicUser: false,
      loginUrl: "/web/login",
      websiteId: 2,
      currency: { symbol: "€", position: "after", decimals: 2 },
    }),
  );

  expect(readPageConfig()).toEqual({
    lang: "fr_BE",
    translationsUrl: "/web/webclient/translations/h?mods=website_weekbox&lang=fr_BE",
    isPublicUser: false,
    loginUrl: "/web/login",
    websiteId: 2,
    currency: { symbol: "€", position: "after", decimals: 2 },
  });
});

test("should use safe defaults when the element is missing", () => {
  expect(readPageConfig()).toEqual({
    lang: "en_US",
    translationsUrl: null,
    isPublicUser: true,
    loginUrl: "/web/login",
    websiteId: 1,
  });
});

test("should keep the valid fields when one field is wrong", () => {
  setConfigElement(JSON.stringify({ lang: "nl_BE", websiteId: "two", currency: { symbol: "€" } }));

  const config = readPageConfig();

  expect(config.lang).toBe("nl_BE");
  expect(config.websiteId).toBe(1);
  expect(config.currency).toBeUndefined();
});

test("should fall back to defaults and log when the JSON is malformed", () => {
  const error = jest.spyOn(console, "error").mockImplementation(() => {});
  setConfigElement("{ lang: fr_BE");

  expect(readPageConfig().translationsUrl).toBeNull();
  expect(error).toHaveBeenCalled();
});

test("should take the language from the frontend_lang cookie, then <html lang>", () => {
  document.documentElement.setAttribute("lang", "fr-BE");
  expect(readPageConfig().lang).toBe("fr_BE");

  document.cookie = "frontend_lang=nl_BE";
  expect(readPageConfig().lang).toBe("nl_BE");
});

test("should take who the visitor is from Odoo's per-request session info, not the cached head", () => {
  setConfigElement(JSON.stringify({ lang: "fr_BE", isPublicUser: true }));
  (globalThis as { odoo?: unknown }).odoo = { __session_info__: { is_website_user: false } };

  expect(readPageConfig().isPublicUser).toBe(false);
});
