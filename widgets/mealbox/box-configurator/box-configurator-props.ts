import * as z from "zod/mini";

/** `data-props` of a box configurator mount point; every field optional. */
export const boxConfiguratorProps = z.object({
  /** Most meals offered; wins over the server's max_meal (spec §5.3). */
  maxMeal: z.optional(z.int().check(z.positive(), z.maximum(50))),
  /** Most people offered; wins over the server's max_people. */
  maxPeople: z.optional(z.int().check(z.positive(), z.maximum(50))),
});

export type BoxConfiguratorProps = z.infer<typeof boxConfiguratorProps>;
