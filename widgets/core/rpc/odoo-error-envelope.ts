// Odoo's JSON-RPC error envelope (`body.error`), read field by field: each falls
// back on its own, and only the fields below are kept, which is how `data.debug`
// (the server traceback) is dropped before anything else sees it. By hand rather
// than with a schema: the client reads it on any page, before the route schemas
// are loaded.

export type OdooErrorEnvelope = {
  code: number;
  message: string | undefined;
  data:
    | {
        name: string | undefined;
        message: string | undefined;
        arguments: unknown[] | undefined;
        /** A form's refusal keyed by param (rpc-errors' FieldErrors), when every value is a string. */
        field_errors: Record<string, string> | undefined;
      }
    | undefined;
};

const text = (value: unknown) => (typeof value === "string" ? value : undefined);

function stringRecord(value: unknown): Record<string, string> | undefined {
  if (!isObject(value)) return undefined;
  const entries = Object.entries(value);
  return entries.every(([, item]) => typeof item === "string")
    ? Object.fromEntries(entries as [string, string][])
    : undefined;
}

/** `body.error` of an Odoo answer, checked; a value that is not an object reads as a bare error. */
export function readOdooError(raw: unknown): OdooErrorEnvelope {
  if (!isObject(raw)) return { code: 200, message: undefined, data: undefined };
  const data = raw.data;
  return {
    code: typeof raw.code === "number" && Number.isFinite(raw.code) ? raw.code : 200,
    message: text(raw.message),
    data: isObject(data)
      ? {
          name: text(data.name),
          message: text(data.message),
          arguments: Array.isArray(data.arguments) ? [...(data.arguments as unknown[])] : undefined,
          field_errors: stringRecord(data.field_errors),
        }
      : undefined,
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
