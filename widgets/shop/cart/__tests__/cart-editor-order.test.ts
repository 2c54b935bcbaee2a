// The cart editor's call leaves before the page renders its pending state
// (stores/create-cart-editor.ts): React renders a store change in a microtask,
// so the call must be queued ahead of the listeners.
import type { RpcClient } from "@/core/rpc/rpc-client";
import { createCartEditor } from "../stores/create-cart-editor";
import { cartLine } from "./cart-test-kit";

beforeEach(() => jest.useFakeTimers({ doNotFake: ["queueMicrotask"] }));
afterEach(() => jest.useRealTimers());

test("should send a debounced quantity before the page hears that it is pending", async () => {
  const call = jest.fn(() => new Promise<never>(() => undefined));
  const client = { call, prepare: jest.fn() } as unknown as RpcClient;
  const editor = createCartEditor({ client, initialWarning: "", publish: jest.fn() });
  const stop = editor.start();
  // What a render scheduled by each change would see of the calls.
  const seenByRenders: number[] = [];
  editor.subscribe(() => queueMicrotask(() => seenByRenders.push(call.mock.calls.length)));

  editor.typeQuantity(cartLine({ id: 1, name: "Mug", quantity: 1 }), "3");
  await Promise.resolve();
  expect(seenByRenders).toEqual([0]);

  jest.advanceTimersByTime(500);
  await Promise.resolve();
  expect(call).toHaveBeenCalledTimes(1);
  expect(seenByRenders.slice(1)).toEqual([1, 1]);
  stop();
});
