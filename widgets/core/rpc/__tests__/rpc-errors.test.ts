import { _t } from "@/core/i18n/translate";
import { ENGLISH_CATALOGUE, setTranslations } from "@/core/i18n/translation-catalogue";
import {
  ConnectionLostError,
  InvalidResponseError,
  isAbort,
  isUserFacing,
  RpcAbortedError,
  RpcError,
  SessionExpiredError,
  userMessage,
} from "@/core/rpc/rpc-errors";

afterEach(() => setTranslations(ENGLISH_CATALOGUE));

function userError(exceptionName: string, message = "La boîte est pleine") {
  return new RpcError({ route: "/x", code: 200, exceptionName, message });
}

test("should show the server message for Odoo's user-facing exceptions", () => {
  for (const name of [
    "odoo.exceptions.UserError",
    "odoo.exceptions.ValidationError",
    "odoo.exceptions.AccessError",
    "odoo.exceptions.MissingError",
  ]) {
    expect(isUserFacing(userError(name))).toBe(true);
    expect(userMessage(userError(name), _t)).toBe("La boîte est pleine");
  }
});

test("should hide internal server errors behind a translated generic message", () => {
  setTranslations({
    ...ENGLISH_CATALOGUE,
    lang: "fr_BE",
    messages: new Map([
      ["Something went wrong. Please try again.", "Une erreur est survenue. Veuillez réessayer."],
    ]),
  });
  const internal = userError("builtins.KeyError", "'partner_id'");

  expect(isUserFacing(internal)).toBe(false);
  expect(userMessage(internal, _t)).toBe("Une erreur est survenue. Veuillez réessayer.");
  expect(userMessage(new InvalidResponseError("/x", []), _t)).toBe(
    "Une erreur est survenue. Veuillez réessayer.",
  );
  expect(userMessage(new Error("boom"), _t)).toBe("Une erreur est survenue. Veuillez réessayer.");
});

test("should give connection problems their own message", () => {
  expect(userMessage(new ConnectionLostError("/x"), _t)).toMatch(/connection/i);
});

test("should keep instanceof and name working through subclasses", () => {
  const expired = new SessionExpiredError({ route: "/x", code: 100, message: "Session expired" });

  expect(expired).toBeInstanceOf(SessionExpiredError);
  expect(expired).toBeInstanceOf(RpcError);
  expect(expired.name).toBe("SessionExpiredError");
  expect(Object.prototype.toString.call(expired)).toBe("[object Error]");
});

test("should recognise aborted calls", () => {
  expect(isAbort(new RpcAbortedError("/x"))).toBe(true);
  expect(isAbort(new ConnectionLostError("/x"))).toBe(false);
});
