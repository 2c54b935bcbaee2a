import {
  caretAfterFormat,
  cardNumberDigits,
  formatCardNumber,
  formatCvc,
  formatExpiry,
} from "../utils/card-format";

/** Types `text` one character at a time at the end, formatting after each, as the field does. */
function typeInto(format: (value: string) => string, text: string, start = ""): string[] {
  const seen: string[] = [];
  let value = start;
  for (const char of text) {
    value = format(value + char);
    seen.push(value);
  }
  return seen;
}

describe("card number formatting", () => {
  test("should show groups of 4 while typing", () => {
    expect(typeInto(formatCardNumber, "42424242")).toEqual([
      "4",
      "42",
      "424",
      "4242",
      "4242 4",
      "4242 42",
      "4242 424",
      "4242 4242",
    ]);
  });

  test("should show amex as 4-6-5", () => {
    expect(formatCardNumber("378282246310005")).toBe("3782 822463 10005");
  });

  test("should stop at the type's longest length, or 16 digits while unknown", () => {
    expect(cardNumberDigits("4".repeat(20))).toHaveLength(16); // visa: 13–16
    expect(cardNumberDigits("37".padEnd(20, "1"))).toHaveLength(15); // amex
    expect(cardNumberDigits("6200".padEnd(25, "1"))).toHaveLength(19); // unionpay
    expect(cardNumberDigits("9".repeat(20))).toHaveLength(16); // unknown
    expect(formatCardNumber("6200".padEnd(19, "1"))).toBe("6200 1111 1111 1111 111");
  });

  test("should accept only digits: letters and other characters typed are dropped", () => {
    expect(typeInto(formatCardNumber, "4a2-4.2")).toEqual(["4", "4", "42", "42", "424", "424", "4242"]);
  });

  test("should format a pasted number with spaces or dashes", () => {
    expect(formatCardNumber("4242-4242-4242-4242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("  5555 5555 5555 4444 ")).toBe("5555 5555 5555 4444");
  });
});

describe("CVC formatting", () => {
  test("should keep at most 4 digits", () => {
    expect(formatCvc("12345")).toBe("1234");
    expect(formatCvc("1a2 3")).toBe("123");
  });
});

describe("expiry formatting (MM / YY)", () => {
  test("should insert the slash after two month digits", () => {
    expect(typeInto(formatExpiry, "1230")).toEqual(["1", "12 / ", "12 / 3", "12 / 30"]);
  });

  test("should turn a first digit 2–9 into 0N", () => {
    expect(typeInto(formatExpiry, "530")).toEqual(["05 / ", "05 / 3", "05 / 30"]);
    expect(formatExpiry("9")).toBe("09 / ");
    expect(formatExpiry("0")).toBe("0");
    expect(formatExpiry("1")).toBe("1");
  });

  test("should keep at most 6 digits (a 4-digit year)", () => {
    expect(typeInto(formatExpiry, "1220301")).toEqual([
      "1",
      "12 / ",
      "12 / 2",
      "12 / 20",
      "12 / 203",
      "12 / 2030",
      "12 / 2030",
    ]);
  });

  test("should format pasted dates", () => {
    expect(formatExpiry("1230")).toBe("12 / 30");
    expect(formatExpiry("12/2030")).toBe("12 / 2030");
    expect(formatExpiry("5/30")).toBe("05 / 30");
    expect(formatExpiry("1/")).toBe("01 / ");
  });

  test("should remove the separator with the month's last digit on backspace", () => {
    expect(formatExpiry("12 /")).toBe("1");
  });

  test("should drop letters", () => {
    expect(formatExpiry("a")).toBe("");
    expect(formatExpiry("12 / a")).toBe("12 / ");
  });
});

describe("caret after formatting", () => {
  test("should stay after the digit typed in the middle", () => {
    // "4242 4242" with "1" typed after the first digit.
    const raw = "41242 4242";
    expect(caretAfterFormat(raw, 2, formatCardNumber(raw))).toBe(2);
  });

  test("should go past a separator added at the end", () => {
    expect(caretAfterFormat("12", 2, "12 / ")).toBe(5);
    expect(caretAfterFormat("42424", 5, "4242 4")).toBe(6);
    expect(caretAfterFormat("5", 1, "05 / ")).toBe(5);
  });

  test("should stay before the digits that followed it", () => {
    // "12 / 30" with the "2" deleted: the month is padded, the caret stays before "30".
    expect(caretAfterFormat("1 / 30", 1, "01 / 30")).toBe(5);
  });
});
