import { formRecaptchaToken as recaptchaToken } from "../utils/recaptcha-token";

afterEach(() => {
  delete (window as { odoo?: unknown }).odoo;
  delete (window as { grecaptcha?: unknown }).grecaptcha;
  jest.restoreAllMocks();
});

const form = (className = "") => Object.assign(document.createElement("form"), { className });

test("should ask for nothing when google_recaptcha has no site key or the form opts out", async () => {
  const append = jest.spyOn(document.head, "append");
  expect(await recaptchaToken(window, form())).toEqual({});
  (window as { odoo?: unknown }).odoo = { __session_info__: { recaptcha_public_key: "site-key" } };
  expect(await recaptchaToken(window, form("s_website_form_no_recaptcha"))).toEqual({});
  expect(append).not.toHaveBeenCalled();
});

test("should load reCAPTCHA once with the site key and get a token for the website_form action", async () => {
  (window as { odoo?: unknown }).odoo = { __session_info__: { recaptcha_public_key: "site key" } };
  const execute = jest.fn().mockResolvedValue("token-1");
  const scripts: HTMLScriptElement[] = [];
  jest.spyOn(document.head, "append").mockImplementation((node) => {
    const script = node as HTMLScriptElement;
    scripts.push(script);
    (window as { grecaptcha?: unknown }).grecaptcha = {
      ready: (callback: () => void) => callback(),
      execute,
    };
    script.onload!(new Event("load"));
  });
  expect(await recaptchaToken(window, form())).toEqual({ token: "token-1" });
  expect(await recaptchaToken(window, form())).toEqual({ token: "token-1" });
  expect(scripts).toHaveLength(1);
  expect(scripts[0]!.src).toBe("https://www.recaptcha.net/recaptcha/api.js?render=site%20key");
  expect(execute).toHaveBeenCalledWith("site key", { action: "website_form" });
});

test("should say it failed when reCAPTCHA refuses the key", async () => {
  (window as { odoo?: unknown }).odoo = { __session_info__: { recaptcha_public_key: "site key" } };
  (window as { grecaptcha?: unknown }).grecaptcha = {
    ready: (callback: () => void) => callback(),
    execute: jest.fn().mockRejectedValue(new Error("Invalid site key")),
  };
  expect(await recaptchaToken(window, form())).toEqual({ failed: true });
});
