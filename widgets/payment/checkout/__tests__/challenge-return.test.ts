import { challengeOutcomeOf, withoutChallengeParam } from "../utils/challenge-return";

test("should read the outcome the server sends back", () => {
  expect(challengeOutcomeOf("?payment_challenge=cancelled")).toBe("cancelled");
  expect(challengeOutcomeOf("?step=2&payment_challenge=failed")).toBe("failed");
});

test("should read nothing without a known outcome", () => {
  for (const search of ["", "?step=2", "?payment_challenge=", "?payment_challenge=<b>hi</b>"]) {
    expect(challengeOutcomeOf(search)).toBeNull();
  }
});

test("should remove only the challenge parameter, the others kept as written", () => {
  expect(withoutChallengeParam("/shop/payment?payment_challenge=failed")).toBe("/shop/payment");
  expect(withoutChallengeParam("/shop/payment?a=1&payment_challenge=failed&b=x%20y+z#pay")).toBe(
    "/shop/payment?a=1&b=x%20y+z#pay",
  );
  expect(withoutChallengeParam("/my/payment_method?payment_challenge=cancelled#top")).toBe(
    "/my/payment_method#top",
  );
  expect(withoutChallengeParam("/p?payment%5Fchallenge=failed&q=1")).toBe("/p?q=1");
});

test("should leave a URL without the parameter as it is", () => {
  for (const url of ["/shop/payment", "/shop/payment?a=1#x", "/p#?payment_challenge=failed"]) {
    expect(withoutChallengeParam(url)).toBe(url);
  }
});
