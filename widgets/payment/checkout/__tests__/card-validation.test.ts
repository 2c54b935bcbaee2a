import { CARD_TYPES, detectCardType, type CardBrand } from "../utils/card-types";
import { checkCardNumber, checkCvc, checkExpiry } from "../utils/card-validation";

/** `prefix` padded with zeros to `length` digits, the last one making the Luhn sum right. */
function luhnNumber(prefix: string, length: number): string {
  const body = prefix.padEnd(length - 1, "0");
  for (let check = 0; check <= 9; check++) {
    if (luhnValid(body + check)) return body + check;
  }
  throw new Error("unreachable");
}

function luhnValid(number: string): boolean {
  let sum = 0;
  [...number].reverse().forEach((char, index) => {
    let digit = Number(char);
    if (index % 2) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  });
  return sum % 10 === 0;
}

/** Breaks the Luhn sum by changing the check digit. */
function breakLuhn(number: string): string {
  const last = Number(number.at(-1));
  return number.slice(0, -1) + String((last + 1) % 10);
}

// Spec §5.4: type, prefixes, lengths, Luhn. A representative prefix of each range end.
const TABLE: { type: CardBrand; prefixes: string[]; lengths: [number, number]; luhn: boolean }[] = [
  {
    type: "maestro",
    prefixes: ["5018", "5020", "5038", "6304", "6759", "6761", "6762", "6763"],
    lengths: [12, 19],
    luhn: true,
  },
  { type: "dinersclub", prefixes: ["36", "38", "300", "303", "305"], lengths: [14, 14], luhn: true },
  { type: "laser", prefixes: ["6706", "6771", "6709"], lengths: [16, 19], luhn: true },
  { type: "jcb", prefixes: ["35"], lengths: [16, 16], luhn: true },
  { type: "unionpay", prefixes: ["62", "620", "621", "6299"], lengths: [16, 19], luhn: false },
  { type: "discover", prefixes: ["6011", "65", "644", "646", "649", "622"], lengths: [16, 16], luhn: true },
  { type: "mastercard", prefixes: ["51", "52", "53", "54", "55"], lengths: [16, 16], luhn: true },
  { type: "amex", prefixes: ["34", "37"], lengths: [15, 15], luhn: true },
  { type: "visa", prefixes: ["4"], lengths: [13, 16], luhn: true },
];

describe("card number (spec §5.4 table)", () => {
  const accepted: [CardBrand, string][] = [];
  const refused: [string, string][] = [];
  for (const row of TABLE) {
    for (const prefix of row.prefixes) {
      const [min, max] = row.lengths;
      for (let length = min; length <= max; length++) accepted.push([row.type, luhnNumber(prefix, length)]);
      refused.push([`${row.type} ${prefix} one digit short`, luhnNumber(prefix, min - 1)]);
      refused.push([`${row.type} ${prefix} one digit too many`, luhnNumber(prefix, max + 1)]);
      if (row.luhn) refused.push([`${row.type} ${prefix} failing Luhn`, breakLuhn(luhnNumber(prefix, max))]);
      else accepted.push([row.type, breakLuhn(luhnNumber(prefix, min))]);
    }
  }

  test.each(accepted)("should accept %s %s", (type, number) => {
    const check = checkCardNumber(number);
    expect(check.isValid).toBe(true);
    expect(check.type?.type).toBe(type);
  });

  test.each(refused)("should refuse %s (%s)", (_case, number) => {
    expect(checkCardNumber(number).isValid).toBe(false);
  });

  test.each([
    ["Visa", "4242 4242 4242 4242", "visa"],
    ["Visa 13 digits", "4222222222222", "visa"],
    ["Mastercard", "5555-5555-5555-4444", "mastercard"],
    ["Amex", "3782 822463 10005", "amex"],
    ["Diners", "3056 9309 0259 04", "dinersclub"],
    ["Discover", "6011 1111 1111 1117", "discover"],
    ["JCB", "3530 1113 3330 0000", "jcb"],
    ["UnionPay (Luhn fails, not checked)", "6200 0000 0000 0001", "unionpay"],
    ["Maestro 12 digits", "501800000009", "maestro"],
  ])("should accept the well-known %s number %s", (_name, number, type) => {
    expect(checkCardNumber(number)).toEqual({ isValid: true, type: expect.objectContaining({ type }) });
  });

  test.each([
    ["letters", "4242 4242 4242 424a"],
    ["dots", "4242.4242.4242.4242"],
    ["an unknown prefix", luhnNumber("9", 16)],
    ["mastercard 2-series (not in the table)", luhnNumber("2221", 16)],
    ["discover 60 (not in the table)", luhnNumber("6012", 16)],
    ["empty", ""],
  ])("should refuse %s", (_case, number) => {
    expect(checkCardNumber(number).isValid).toBe(false);
  });

  test("should let the most specific prefix decide: 622 is discover, other 62 unionpay", () => {
    expect(detectCardType("6221")?.type).toBe("discover");
    expect(detectCardType("6231")?.type).toBe("unionpay");
    // Too short to tell: no type yet.
    expect(detectCardType("62")).toBeUndefined();
    expect(detectCardType("3")).toBeUndefined();
    expect(detectCardType("4")?.type).toBe("visa");
  });

  test("should cover every type of the table exactly once", () => {
    expect(CARD_TYPES.map((rules) => rules.type).sort()).toEqual(TABLE.map((row) => row.type).sort());
  });
});

describe("CVC", () => {
  const amex = detectCardType("34");
  const visa = detectCardType("4");
  test.each([
    ["amex 3 digits", "123", amex, true],
    ["amex 4 digits", "1234", amex, true],
    ["amex 5 digits", "12345", amex, false],
    ["visa 3 digits", "123", visa, true],
    ["visa 4 digits", "1234", visa, false],
    ["visa 2 digits", "12", visa, false],
    ["unknown type 3 digits", "123", undefined, true],
    ["unknown type 4 digits", "1234", undefined, true],
    ["unknown type 2 digits", "12", undefined, false],
    ["letters", "12a", visa, false],
    ["empty", "", visa, false],
  ])("%s → %s", (_case, cvc, type, valid) => {
    expect(checkCvc(cvc, type)).toBe(valid);
  });
});

describe("expiry", () => {
  afterEach(() => jest.useRealTimers());

  test("should be valid until the last instant of its month, then expired", () => {
    jest.useFakeTimers({ now: new Date(2026, 10, 30, 23, 59, 59, 999) });
    expect(checkExpiry("11 / 26")).toEqual({ isValid: true, month: 11, year: 2026 });
    jest.setSystemTime(new Date(2026, 11, 1, 0, 0, 0, 0));
    expect(checkExpiry("11 / 26").isValid).toBe(false);
    expect(checkExpiry("12 / 26").isValid).toBe(true);
  });

  test("should handle December rolling over to January", () => {
    jest.useFakeTimers({ now: new Date(2026, 11, 31, 23, 59) });
    expect(checkExpiry("12 / 26").isValid).toBe(true);
    jest.setSystemTime(new Date(2027, 0, 1, 0, 0));
    expect(checkExpiry("12 / 26").isValid).toBe(false);
  });

  test("should give a 2-digit year the current century", () => {
    jest.useFakeTimers({ now: new Date(2026, 0, 15) });
    expect(checkExpiry("01 / 99")).toEqual({ isValid: true, month: 1, year: 2099 });
    // In the 22nd century "00" is 2100, already past; "99" is 2199.
    jest.setSystemTime(new Date(2101, 0, 15));
    expect(checkExpiry("01 / 00").isValid).toBe(false);
    expect(checkExpiry("01 / 99")).toEqual({ isValid: true, month: 1, year: 2199 });
    expect(checkExpiry("01 / 01")).toEqual({ isValid: true, month: 1, year: 2101 });
  });

  test.each([
    ["4-digit year", "07 / 2030", true],
    ["single-digit month", "7 / 30", true],
    ["month 12", "12 / 30", true],
    ["month 13", "13 / 30", false],
    ["month 00", "00 / 30", false],
    ["no year", "07 / ", false],
    ["3-digit year", "07 / 203", false],
    ["more than 6 digits", "007 / 2030", false],
    ["letters", "ab / cd", false],
    ["empty", "", false],
  ])("%s: %s → %s", (_case, value, valid) => {
    jest.useFakeTimers({ now: new Date(2026, 5, 1) });
    expect(checkExpiry(value).isValid).toBe(valid);
  });
});
