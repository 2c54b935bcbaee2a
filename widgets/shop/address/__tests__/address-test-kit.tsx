// Shared by the address widgets' tests: props like website_sale_address_widget
// renders them, and an in-process Odoo answering /shop/country_infos as
// website_sale does (states filtered by mode).
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { setImmediate as nextMacrotask } from "node:timers";
import { RpcClientContext } from "@/core/data/rpc-client-context";
import { createRpcClient } from "@/core/rpc/rpc-client";
import type { AddressMode, CountryInfo } from "@/core/rpc/routes/address-routes";
import { createFakeOdoo, odooResult, type FakeOdoo } from "@/core/testing/fake-odoo-fetch";
import { ShopAddressForm } from "../components/shop-address-form";
import type { ShopAddressFormProps } from "../shop-address-form-props";

export const BELGIUM = { id: 20, name: "Belgium" };
export const FRANCE = { id: 75, name: "France" };
export const UNITED_STATES = { id: 233, name: "United States" };
/** The website's carriers deliver to Belgium and to New York. */
export const SHIPPING_COUNTRY_IDS = [BELGIUM.id, UNITED_STATES.id];

const US_STATES: CountryInfo["states"] = [
  [1, "Alabama", "AL"],
  [2, "New York", "NY"],
  [3, "Texas", "TX"],
];

/** website_sale's answers (res.country address formats of Odoo's base data). */
export function countryInfo(countryId: number, mode: AddressMode): CountryInfo {
  if (countryId === UNITED_STATES.id) {
    return {
      fields: ["street", "street2", "city", "state_code", "zip", "country_name"],
      states: mode === "shipping" ? US_STATES.filter(([, , code]) => code === "NY") : US_STATES,
      phone_code: 1,
      zip_required: true,
      state_required: true,
    };
  }
  if (countryId === FRANCE.id) {
    return {
      fields: ["street", "street2", "zip", "city", "country_name"],
      states: [],
      phone_code: 33,
      zip_required: false,
      state_required: false,
    };
  }
  return {
    fields: ["street", "street2", "zip", "city", "country_name"],
    states: [],
    phone_code: 32,
    zip_required: true,
    state_required: false,
  };
}

export function formProps(overrides: Partial<ShopAddressFormProps> = {}): ShopAddressFormProps {
  const countryId = overrides.values?.country_id ?? BELGIUM.id;
  const mode = overrides.mode ?? "billing";
  const shipped = mode === "shipping" || (overrides.useSame?.checked ?? false);
  const scope: AddressMode = shipped ? "shipping" : "billing";
  return {
    csrfToken: "csrf-from-the-page",
    mode,
    isNew: true,
    partnerId: -1,
    callback: "",
    values: {
      name: "",
      email: "",
      phone: "",
      company_name: "",
      vat: "",
      street: "",
      street2: "",
      zip: "",
      city: "",
      country_id: countryId,
      state_id: 0,
    },
    errors: {},
    errorMessages: [],
    countries: [BELGIUM, FRANCE, UNITED_STATES],
    shippingCountryIds: SHIPPING_COUNTRY_IDS,
    countryInfo: countryId
      ? { country_id: countryId, mode: scope, info: countryInfo(countryId, scope) }
      : null,
    useSame: { editable: true, checked: false },
    isPublicUser: true,
    b2b: null,
    ...overrides,
  };
}

export type FormKit = {
  server: FakeOdoo;
  user: ReturnType<typeof userEvent.setup>;
  form: HTMLFormElement;
  /** The /shop/country_infos calls, as {country_id, mode}. */
  countryCalls: () => unknown[];
};

/** Renders the form on a fake Odoo; `fakeClock`: the test runs on jest's fake timers (the default). */
export function renderForm(props: ShopAddressFormProps, { fakeClock = true } = {}): FormKit {
  const server = createFakeOdoo({
    "/shop/country_infos": ({ params }) => {
      const { country_id, mode } = params as { country_id: number; mode: AddressMode };
      return odooResult(countryInfo(country_id, mode));
    },
  });
  const client = createRpcClient({ fetch: server.fetch });
  const user = fakeClock
    ? userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) })
    : userEvent.setup();
  const view = render(
    <RpcClientContext.Provider value={client}>
      <ShopAddressForm {...props} />
    </RpcClientContext.Provider>,
  );
  const form = view.container.querySelector("form");
  if (!form) throw new Error("no form rendered");
  const countryCalls = () =>
    server.calls
      .filter((call) => call.url.pathname === "/shop/country_infos")
      .map((call) => (call.body as { params: unknown }).params);
  return { server, user, form, countryCalls };
}

/** Moves the clock by `ms`, then lets the fake server's answers render. */
export async function wait(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
  for (let i = 0; i < 5; i++) {
    await act(async () => {
      await new Promise((resolve) => nextMacrotask(resolve));
    });
  }
}

/** Picks a country in the country combo box. */
export async function chooseCountry(user: FormKit["user"], name: string) {
  await user.click(screen.getByRole("button", { name: /Show the countries/ }));
  await user.click(await screen.findByRole("option", { name }));
}

/** The names offered by the open country list. */
export async function offeredCountries(user: FormKit["user"]): Promise<string[]> {
  await user.click(screen.getByRole("button", { name: /Show the countries/ }));
  const list = await screen.findByRole("listbox");
  const names = within(list)
    .getAllByRole("option")
    .map((option) => option.textContent ?? "");
  await user.keyboard("{Escape}");
  return names;
}

/** The address form's fields (Odoo names), in the order they are on the page. */
export function fieldOrder(form: HTMLFormElement): string[] {
  return Array.from(form.querySelectorAll<HTMLElement>("[data-field]")).map(
    (field) => field.dataset.field ?? "",
  );
}

/** What the browser would post: every named, enabled field (a checkbox when ticked). */
export function postedFields(form: HTMLFormElement): Record<string, string> {
  const posted: Record<string, string> = {};
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement) || !element.name || element.disabled) continue;
    if (element.type === "checkbox" && !element.checked) continue;
    posted[element.name] = element.value;
  }
  return posted;
}
