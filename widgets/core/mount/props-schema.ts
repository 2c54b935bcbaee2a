// What a widget's `data-props` schema must be: any Standard Schema (v1), the
// interface valibot implements (https://standardschema.dev). The mount runtime
// checks props through it alone, so it carries no validation library of its
// own. Props and the route schemas are all written with valibot: its checks
// tree-shake to what a page uses (about 3 KB gzip where zod/mini cost 13 on
// every page that called an RPC), and a widget whose props carry a route's
// result reuses that route's schema.

/** The Standard Schema v1 interface, as its spec asks libraries to copy it. */
export interface PropsSchema<Input = unknown, Output = Input> {
  readonly "~standard": {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => PropsResult<Output> | Promise<PropsResult<Output>>;
    readonly types?: { readonly input: Input; readonly output: Output } | undefined;
  };
}

export type PropsIssue = {
  readonly message: string;
  readonly path?: ReadonlyArray<PropertyKey | { key: PropertyKey }>;
};

export type PropsResult<Output> =
  { readonly value: Output; readonly issues?: undefined } | { readonly issues: ReadonlyArray<PropsIssue> };

/** The props type a schema gives. */
export type PropsOf<S extends PropsSchema> = NonNullable<S["~standard"]["types"]>["output"];

/** Checks `raw` against `schema`: the props, or the issues that refuse them. */
export async function checkProps<P>(
  schema: PropsSchema<unknown, P>,
  raw: unknown,
): Promise<{ ok: true; props: P } | { ok: false; issues: ReadonlyArray<PropsIssue> }> {
  const result = await schema["~standard"].validate(raw);
  return result.issues ? { ok: false, issues: result.issues } : { ok: true, props: result.value };
}
