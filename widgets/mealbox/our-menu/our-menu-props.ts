import * as v from "valibot";

/** `data-props` of an "our menu" mount point. */
export const ourMenuProps = v.object({
  /** Shows at most this many dishes; default all of the week's. */
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(60))),
});

export type OurMenuProps = v.InferOutput<typeof ourMenuProps>;
