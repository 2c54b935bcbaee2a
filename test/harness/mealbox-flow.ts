// Drives a visitor through the meal-box wizard by RPC, as the widgets would, so
// tests of later steps start from a real order.
import type { RpcClient } from "@/core/rpc/rpc-client";
import type { RouteResult } from "@/core/rpc/route-map";

export type LoadedBox = RouteResult<"/load/mealbox">;

/** Opens the wizard for a box size: the visitor's cart gets the box. */
export function openBox(client: RpcClient, size: { meals: number; people: number }): Promise<LoadedBox> {
  return client.call("/load/mealbox", { meal: size.meals, people: size.people, state: "compose" });
}

/**
 * Fills the box with exactly `meals` meals, picking single-portion dishes
 * (min-quant 1) so the count is predictable, and checks it can move on.
 */
export async function composeFullBox(
  client: RpcClient,
  size: { meals: number; people: number },
): Promise<LoadedBox> {
  const box = await openBox(client, size);
  const singles = box.product_remaining.filter((dish) => dish["min-quant"] === 1);
  if (singles.length < size.meals)
    throw new Error(`the menu has only ${singles.length} single-portion dishes`);
  for (const dish of singles.slice(0, size.meals)) {
    await client.call("/mealbox/add/meal", { order_id: box.order_id, product_id: dish.product_id });
  }
  await client.call("/mealbox/add/meal", { order_id: box.order_id, is_continue: 1 });
  return client.call("/load/mealbox", {
    meal: size.meals,
    people: size.people,
    order_id: box.order_id,
    state: "extra",
  });
}
