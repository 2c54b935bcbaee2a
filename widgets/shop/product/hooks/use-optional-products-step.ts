import { useCallback, useState } from "react";
import { useCall, useSingleFlight } from "@/core/data/use-mutation";
import { useTranslate } from "@/core/i18n/use-translate";
import { isAbort, userMessage } from "@/core/rpc/rpc-errors";
import type { OptionalProduct } from "@/core/rpc/routes/shop-routes";
import type { OptionalProductsDialog, StepMainProduct } from "../components/optional-products-dialog";
import { loadOptionalProductsDialog } from "../utils/load-optional-products-dialog";
import type { AddToCartRequest } from "./use-add-to-cart";

/** The step, open: its code, the product's options, and what Add to cart asked. */
export type OpenedStep = {
  Dialog: typeof OptionalProductsDialog;
  options: OptionalProduct[];
  request: AddToCartRequest;
  main: StepMainProduct;
};

export type OptionalProductsStep = {
  /**
   * Add to cart of a product that has optional products: its options are
   * asked (and the step's code loaded) at once; none for this variant, the
   * product is added as it is (`addAtOnce`), else the step opens.
   */
  offer: (
    request: AddToCartRequest,
    main: StepMainProduct,
    addAtOnce: (request: AddToCartRequest) => Promise<unknown>,
  ) => Promise<void>;
  isLoading: boolean;
  opened: OpenedStep | null;
  close: () => void;
  /** Why the step could not open. */
  error: string | null;
  dismissError: () => void;
};

/** Odoo 17's optional products step before a product goes in the cart (website_sale_product_configurator). */
export function useOptionalProductsStep(): OptionalProductsStep {
  const t = useTranslate();
  const call = useCall();
  const { run, busy } = useSingleFlight();
  const [opened, setOpened] = useState<OpenedStep | null>(null);
  const [error, setError] = useState<string | null>(null);

  const offer = useCallback<OptionalProductsStep["offer"]>(
    async (request, main, addAtOnce) => {
      await run(async (signal) => {
        setError(null);
        let answer;
        try {
          answer = await Promise.all([
            loadOptionalProductsDialog(),
            call(
              "/shop/weekbox/optional_products",
              { product_id: request.productId, add_qty: request.quantity },
              { signal },
            ),
          ]);
        } catch (failure) {
          if (!isAbort(failure)) setError(userMessage(failure, t));
          return;
        }
        const [module, { options }] = answer;
        if (options.length === 0) await addAtOnce(request);
        else setOpened({ Dialog: module.OptionalProductsDialog, options, request, main });
      });
    },
    [call, run, t],
  );

  const close = useCallback(() => setOpened(null), []);
  const dismissError = useCallback(() => setError(null), []);
  return { offer, isLoading: busy, opened, close, error, dismissError };
}
