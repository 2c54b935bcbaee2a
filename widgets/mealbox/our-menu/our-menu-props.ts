import * as z from "zod/mini";

/** `data-props` of an "our menu" mount point. */
export const ourMenuProps = z.object({
  /** Shows at most this many dishes; default all of the week's. */
  limit: z.optional(z.int().check(z.positive(), z.maximum(60))),
});

export type OurMenuProps = z.infer<typeof ourMenuProps>;
