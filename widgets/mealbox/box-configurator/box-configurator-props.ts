import * as v from "valibot";

const count = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50));

/** `data-props` of a box configurator mount point; every field optional. */
export const boxConfiguratorProps = v.object({
  /** Most meals offered; wins over the server's max_meal (spec §5.3). */
  maxMeal: v.optional(count),
  /** Most people offered; wins over the server's max_people. */
  maxPeople: v.optional(count),
});

export type BoxConfiguratorProps = v.InferOutput<typeof boxConfiguratorProps>;
