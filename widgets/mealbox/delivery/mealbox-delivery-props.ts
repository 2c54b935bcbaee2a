import * as v from "valibot";
import { positiveInt } from "@/core/rpc/routes/int-schema";
import { DEFAULT_TILE_ATTRIBUTION, DEFAULT_TILE_URL } from "./utils/map-settings";

/**
 * `data-props` of the delivery step's island, rendered by the wizard's
 * delivery step: `{orderId, meal, people, isPublicUser}`. The map's tile
 * server may be given too (a site setting); OpenStreetMap's otherwise.
 */
export const mealboxDeliveryProps = v.object({
  orderId: positiveInt(),
  meal: v.pipe(positiveInt(), v.maxValue(99)),
  people: v.pipe(positiveInt(), v.maxValue(99)),
  isPublicUser: v.fallback(v.boolean(), true),
  tileUrl: v.fallback(v.pipe(v.string(), v.minLength(1)), DEFAULT_TILE_URL),
  tileAttribution: v.fallback(v.string(), DEFAULT_TILE_ATTRIBUTION),
});

export type MealboxDeliveryProps = v.InferOutput<typeof mealboxDeliveryProps>;
