import { readOdooSessionInfo } from "@/core/page/odoo-session-info";

function pageWith(odoo: unknown): Window {
  return { odoo } as unknown as Window;
}

const GUEST = { userId: null, geoipPhoneCode: null, recaptchaPublicKey: null, csrfToken: "" };

test("should read the fields the widgets use from Odoo's page globals", () => {
  const view = pageWith({
    csrf_token: "token-1",
    __session_info__: {
      user_id: 7,
      is_website_user: false,
      geoip_phone_code: 32,
      recaptcha_public_key: "site-key",
      is_admin: false,
    },
  });
  expect(readOdooSessionInfo(view)).toEqual({
    userId: 7,
    isWebsiteUser: false,
    geoipPhoneCode: "32",
    recaptchaPublicKey: "site-key",
    csrfToken: "token-1",
  });
});

test("should read the session info from Odoo's @web/session once Odoo's first bundle took it off the page", () => {
  const view = pageWith({
    csrf_token: "token-2",
    loader: { modules: new Map([["@web/session", { session: { user_id: 9, is_website_user: false } }]]) },
  });
  expect(readOdooSessionInfo(view)).toEqual({
    ...GUEST,
    userId: 9,
    isWebsiteUser: false,
    csrfToken: "token-2",
  });
  // A loader without that module yet: the page's own copy.
  const early = pageWith({ loader: { modules: new Map() }, __session_info__: { user_id: 3 } });
  expect(readOdooSessionInfo(early).userId).toBe(3);
  expect(readOdooSessionInfo(pageWith({ loader: { modules: "junk" } })).userId).toBeNull();
});

test("should read a page without Odoo's globals as a guest's without a token", () => {
  expect(readOdooSessionInfo(pageWith(undefined))).toEqual(GUEST);
  expect(readOdooSessionInfo(pageWith(null))).toEqual(GUEST);
  expect(readOdooSessionInfo(pageWith("odoo"))).toEqual(GUEST);
  expect(readOdooSessionInfo(pageWith({}))).toEqual(GUEST);
  expect(readOdooSessionInfo(null)).toEqual(GUEST);
});

test("should read the website's guest (user_id false, is_website_user true) as no user", () => {
  const view = pageWith({ csrf_token: "t", __session_info__: { user_id: false, is_website_user: true } });
  expect(readOdooSessionInfo(view)).toEqual({ ...GUEST, csrfToken: "t", isWebsiteUser: true });
});

test("should drop each value of a wrong type on its own, keeping the others", () => {
  const view = pageWith({
    csrf_token: 12,
    __session_info__: {
      user_id: "7",
      is_website_user: "no",
      geoip_phone_code: { code: 32 },
      recaptcha_public_key: "",
    },
  });
  expect(readOdooSessionInfo(view)).toEqual(GUEST);

  const partly = pageWith({ csrf_token: "t", __session_info__: { user_id: -3, geoip_phone_code: "33" } });
  expect(readOdooSessionInfo(partly)).toEqual({ ...GUEST, csrfToken: "t", geoipPhoneCode: "33" });

  expect(readOdooSessionInfo(pageWith({ csrf_token: "t", __session_info__: [] }))).toEqual({
    ...GUEST,
    csrfToken: "t",
  });
});

test("should read the page's own window by default", () => {
  (window as { odoo?: unknown }).odoo = { csrf_token: "from-the-page", __session_info__: { user_id: 2 } };
  try {
    expect(readOdooSessionInfo()).toMatchObject({ userId: 2, csrfToken: "from-the-page" });
  } finally {
    delete (window as { odoo?: unknown }).odoo;
  }
});
