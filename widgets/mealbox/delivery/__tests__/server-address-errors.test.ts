import { RpcError } from "@/core/rpc/rpc-errors";
import { serverAddressErrors } from "../utils/server-address-errors";

function refusal(message: string, fieldErrors: Record<string, string>, route = "/mealbox/checkout") {
  return new RpcError({
    route,
    code: 200,
    message,
    exceptionName: "odoo.exceptions.ValidationError",
    fieldErrors,
  });
}

const everyField = () => true;

test("should put each keyed problem under its field, whatever its language", () => {
  const error = refusal("Code postal non valide.\nAdresse e-mail non valide", {
    zip: "Code postal non valide.",
    email: "Adresse e-mail non valide",
  });
  expect(serverAddressErrors(error, everyField)).toEqual({
    fields: { zip: "Code postal non valide.", email: "Adresse e-mail non valide" },
    other: [],
  });
});

test("should leave the problems of no one field, and of fields the form lacks, to the alert", () => {
  const error = refusal("Pas à vous.\nProvince inconnue.\nCode postal non valide.", {
    state_id: "Province inconnue.",
    zip: "Code postal non valide.",
  });
  expect(serverAddressErrors(error, (field) => field !== "stateId")).toEqual({
    fields: { zip: "Code postal non valide." },
    other: ["Pas à vous.", "Province inconnue."],
  });
});

test("should show the name's problem under the first name and a refusal without keys in the alert", () => {
  expect(serverAddressErrors(refusal("Naam te lang.", { name: "Naam te lang." }), everyField).fields).toEqual(
    {
      firstName: "Naam te lang.",
    },
  );
  expect(serverAddressErrors(refusal("Onbekend soort adres.", {}), everyField)).toEqual({
    fields: {},
    other: ["Onbekend soort adres."],
  });
});

test("should ignore the keys of another route's refusal", () => {
  const error = refusal("Bad zip.", { zip: "Bad zip." }, "/mealbox/zip/validate");
  expect(serverAddressErrors(error, everyField)).toEqual({ fields: {}, other: ["Bad zip."] });
});
