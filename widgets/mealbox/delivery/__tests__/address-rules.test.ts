import { translateWith } from "@/core/i18n/translate";
import { ENGLISH_CATALOGUE } from "@/core/i18n/translation-catalogue";
import { EMPTY_ADDRESS, isValidEmail, joinName, splitName, validateAddress } from "../utils/address-rules";
import { highlightParts } from "../utils/highlight-parts";
import { homePayProblem, pickupPayProblem } from "../utils/pay-checks";
import { suggestionAddress } from "../utils/suggestion-address";

const t = (source: string, values?: Record<string, string | number>) =>
  translateWith(ENGLISH_CATALOGUE, source, values);

test("should accept lowercase e-mails with a top-level part of 2 or more letters only", () => {
  expect(isValidEmail("joel.willis@example.be")).toBe(true);
  expect(isValidEmail("Joel@Example.com")).toBe(false);
  expect(isValidEmail("joel@example.c")).toBe(false);
  expect(isValidEmail("joel@example")).toBe(false);
});

test("should join first and last name with one space and split them back", () => {
  expect(joinName(" Jean-Luc ", "Van Damme ")).toBe("Jean-Luc Van Damme");
  expect(splitName("Jean-Luc Van Damme")).toEqual({ firstName: "Jean-Luc", lastName: "Van Damme" });
});

test("should give every missing required field its own label", () => {
  expect(validateAddress(EMPTY_ADDRESS, t)).toEqual({
    firstName: "First name is required.",
    lastName: "Last name is required.",
    email: "Email is required.",
    phone: "Phone is required.",
    street: "Street is required.",
    zip: "Zip code is required.",
    city: "City is required.",
    countryId: "Country is required.",
  });
  expect(validateAddress({ ...EMPTY_ADDRESS, email: "bad@x" }, t).email).toBe("Invalid Email Address");
});

test("should cut a label at its highlight ranges, clipping bad ranges", () => {
  expect(
    highlightParts("Rue de la Loi", [
      [0, 3],
      [7, 99],
      [5, 2],
    ]),
  ).toEqual([
    { text: "Rue", highlighted: true },
    { text: " de ", highlighted: false },
    { text: "la Loi", highlighted: true },
  ]);
});

test("should read a full address from a provider's label when it gives no parts", () => {
  const base = { highlights: [], description: "", tags: [], context: "x", address: null };
  expect(
    suggestionAddress({
      ...base,
      label: "Kerkstraat 1, 9000 Gent",
      value: "Kerkstraat 1",
      precision: "Address",
    }),
  ).toEqual({
    street: "Kerkstraat 1",
    street2: "",
    zip: "9000",
    city: "Gent",
    countryCode: "",
  });
  expect(
    suggestionAddress({ ...base, label: "Kerkstraat", value: "Kerkstraat ", precision: "Street" }),
  ).toBeNull();
});

test("should check home delivery and pick-up in the spec's order", () => {
  expect(homePayProblem({ shippingZip: "", date: "0", shippingPhone: "" }, t)).toBe(
    "Please add zip code in your shipping address",
  );
  expect(homePayProblem({ shippingZip: "1000", date: "0", shippingPhone: "" }, t)).toBe(
    "Please select delivery date",
  );
  expect(homePayProblem({ shippingZip: "1000", date: "2030-05-04", shippingPhone: "" }, t)).toBe(
    "Please fill the proper shipping details",
  );
  expect(homePayProblem({ shippingZip: "1000", date: "2030-05-04", shippingPhone: "+32 1" }, t)).toBeNull();
  expect(pickupPayProblem({ storeId: 0, date: "0", billingPhone: "" }, t)).toBe("Please select pickup store");
  expect(pickupPayProblem({ storeId: 1, date: "0", billingPhone: "" }, t)).toBe("Please select pickup date");
  expect(pickupPayProblem({ storeId: 1, date: "2030-05-04", billingPhone: "" }, t)).toBe(
    "Please fill the proper billing details",
  );
});
