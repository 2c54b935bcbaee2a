import * as z from "zod/mini";
import { DEFAULT_TILE_ATTRIBUTION, DEFAULT_TILE_URL } from "./utils/map-settings";

/**
 * `data-props` of the delivery step's island, rendered by the wizard's
 * delivery step: `{orderId, meal, people, isPublicUser}`. The map's tile
 * server may be given too (a site setting); OpenStreetMap's otherwise.
 */
export const mealboxDeliveryProps = z.object({
  orderId: z.int().check(z.positive()),
  meal: z.int().check(z.positive(), z.maximum(99)),
  people: z.int().check(z.positive(), z.maximum(99)),
  isPublicUser: z.catch(z.boolean(), true),
  tileUrl: z.catch(z.string().check(z.minLength(1)), DEFAULT_TILE_URL),
  tileAttribution: z.catch(z.string(), DEFAULT_TILE_ATTRIBUTION),
});

export type MealboxDeliveryProps = z.infer<typeof mealboxDeliveryProps>;
