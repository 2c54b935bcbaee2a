import { act, screen, waitFor } from "@testing-library/react";
import { getDefaultStore } from "jotai";
import { odooResult, type FakeOdoo, type FakeReply } from "@/core/testing/fake-odoo-fetch";
import { COMBINATION_DEBOUNCE_MS } from "../hooks/use-combination-info";
import { combinationImagesAtom } from "../stores/combination-images-atom";
import {
  callsTo,
  combinationInfo,
  deferred,
  fakeShopServer,
  image,
  paramsOf,
  pause,
  PRODUCT_ID,
  renderProduct,
  resetPageStore,
  TEMPLATE_ID,
  type CombinationParams,
} from "./shop-product-test-kit";

const COMBINATION_INFO = "/website_sale/get_combination_info";
let odoo: FakeOdoo;

beforeEach(() => {
  odoo = fakeShopServer();
});

afterEach(resetPageStore);

const price = () => screen.getByTestId("product-price");

test("should ask once on mount about the page's combination and variant", async () => {
  renderProduct(odoo);
  await waitFor(() => expect(callsTo(odoo, COMBINATION_INFO)).toHaveLength(1));
  expect(paramsOf(odoo, COMBINATION_INFO)[0]).toEqual({
    product_template_id: TEMPLATE_ID,
    product_id: PRODUCT_ID,
    combination: [11, 21, 31, 41, 61],
    add_qty: 1,
  });
});

test("should ask once for changes in a row, about the last combination only", async () => {
  jest.useFakeTimers();
  try {
    const { user } = renderProduct(odoo, {}, { advanceTimers: jest.advanceTimersByTime });
    await act(async () => void (await jest.advanceTimersByTimeAsync(0)));
    expect(callsTo(odoo, COMBINATION_INFO)).toHaveLength(1);
    await user.click(screen.getByRole("radio", { name: /Aluminium/ }));
    await act(async () => void (await jest.advanceTimersByTimeAsync(COMBINATION_DEBOUNCE_MS - 10)));
    await user.click(screen.getByRole("radio", { name: "Gloss" }));
    await act(async () => void (await jest.advanceTimersByTimeAsync(COMBINATION_DEBOUNCE_MS - 10)));
    await user.click(screen.getByRole("radio", { name: "Steel" }));
    expect(callsTo(odoo, COMBINATION_INFO)).toHaveLength(1);
    await act(async () => void (await jest.advanceTimersByTimeAsync(1000)));
    expect(callsTo(odoo, COMBINATION_INFO)).toHaveLength(2);
    expect(paramsOf(odoo, COMBINATION_INFO)[1]).toMatchObject({
      product_id: PRODUCT_ID,
      combination: [11, 21, 31, 42, 61],
    });
  } finally {
    jest.useRealTimers();
  }
});

test("should show the price of the last combination asked, never a late answer about an earlier one", async () => {
  const first = deferred<FakeReply>();
  const { user } = renderProduct(odoo);
  await waitFor(() => expect(callsTo(odoo, COMBINATION_INFO)).toHaveLength(1));
  odoo.on(COMBINATION_INFO, ({ params }) => {
    const { combination } = params as CombinationParams;
    return combination.includes(12)
      ? first.promise
      : odooResult(combinationInfo({ price: 30, list_price: 30 }));
  });

  await user.click(screen.getByRole("radio", { name: /Aluminium/ }));
  await waitFor(() => expect(callsTo(odoo, COMBINATION_INFO)).toHaveLength(2));
  await user.click(screen.getByRole("radio", { name: "Steel" }));
  await waitFor(() => expect(callsTo(odoo, COMBINATION_INFO)).toHaveLength(3));
  await waitFor(() => expect(price()).toHaveTextContent(/^30\.00\s€$/));
  // The superseded request was aborted.
  expect(callsTo(odoo, COMBINATION_INFO)[1]!.raw.signal.aborted).toBe(true);

  first.resolve(odooResult(combinationInfo({ price: 99, list_price: 99, product_id: 112 })));
  await pause(50);
  expect(price()).toHaveTextContent(/^30\.00\s€$/);
});

test("should say an impossible combination does not exist, disable add to cart and send product 0 nowhere", async () => {
  const { user } = renderProduct(odoo);
  await user.click(screen.getByRole("radio", { name: /Aluminium/ }));
  await user.click(screen.getByRole("radio", { name: "Black" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("This combination does not exist.");
  const add = screen.getByRole("button", { name: "Add to cart" });
  expect(add).toBeDisabled();

  await user.click(add);
  await user.click(screen.getByRole("button", { name: "Increase Quantity" }));
  await pause(300);
  expect(callsTo(odoo, "/shop/cart/update_json")).toHaveLength(0);
  expect(callsTo(odoo, "/shop/get_unit_price")).toHaveLength(0);

  // The next question names no variant.
  const asks = callsTo(odoo, COMBINATION_INFO).length;
  await user.click(screen.getByRole("radio", { name: "White" }));
  await waitFor(() => expect(callsTo(odoo, COMBINATION_INFO)).toHaveLength(asks + 1));
  await waitFor(() => expect(screen.getByRole("button", { name: "Add to cart" })).toBeEnabled());
  expect(screen.queryByRole("alert")).toBeNull();
  const asked = paramsOf(odoo, COMBINATION_INFO).at(-1)!;
  expect(asked).toMatchObject({ product_id: false, combination: [12, 21, 31, 41, 61] });
  expect(paramsOf(odoo, COMBINATION_INFO).some((params) => params.product_id === 0)).toBe(false);
  expect(screen.getByRole("button", { name: "Add to cart" })).toBeEnabled();
});

test("should hand the gallery the images of the combination", async () => {
  odoo.on(COMBINATION_INFO, () =>
    odooResult(combinationInfo({ weekbox_images: [image("black"), image("side")] })),
  );
  renderProduct(odoo);
  await waitFor(() =>
    expect(getDefaultStore().get(combinationImagesAtom)[TEMPLATE_ID]).toEqual({
      images: [image("black"), image("side")],
      isPossible: true,
    }),
  );
});

test("should show a failed question as a friendly message, never the server's traceback", async () => {
  odoo.on(COMBINATION_INFO, () => ({
    error: {
      name: "builtins.KeyError",
      message: "KeyError: 42",
      debug: "Traceback (most recent call last)…",
    },
  }));
  renderProduct(odoo);
  const alert = await screen.findByRole("alert");
  expect(alert).toHaveTextContent("Something went wrong. Please try again.");
  expect(alert).not.toHaveTextContent(/Traceback|KeyError/);
});
