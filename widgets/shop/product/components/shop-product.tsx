import { useEffect, useMemo, useState } from "react";
import { trackShopEvent } from "@/shop/shared/track-shop-event";
import { useSetAtom } from "jotai";
import { useMoney } from "@/core/format/use-money";
import { useTranslate } from "@/core/i18n/use-translate";
import { userMessage } from "@/core/rpc/rpc-errors";
import { Alert } from "@/ui/alert";
import { Button } from "@/ui/upgrade/button";
import { QuantityField } from "@/ui/upgrade/quantity-field";
import { UpgradeScope } from "@/ui/upgrade/upgrade-scope";
import { useAddToCart, type AddToCartRequest, type CartOptionChoice } from "../hooks/use-add-to-cart";
import { useCombinationInfo, type CombinationRequest } from "../hooks/use-combination-info";
import { useOptionalProductsStep } from "../hooks/use-optional-products-step";
import { useUnitPrice } from "../hooks/use-unit-price";
import type { ShopProductProps } from "../shop-product-props";
import { combinationImagesAtom } from "../stores/combination-images-atom";
import type { CombinationInfo, VariantSelection } from "../types/shop-product-types";
import { cartAttributeValues } from "../utils/cart-attribute-values";
import { initialSelection } from "../utils/initial-selection";
import { quantityBounds } from "../utils/quantity-bounds";
import { selectionCombination } from "../utils/selection-combination";
import { stockStatus, type StockStatus } from "../utils/stock-status";
import { unavailableValues } from "../utils/unavailable-values";
import { ProductPrice } from "./product-price";
import { StockMessages } from "./stock-messages";
import { VariantAttributes } from "./variant-attributes";

const NO_STOCK_LIMIT: StockStatus = { available: null, notices: [] };

/** The quantity a price is asked for: the field's, at least 1 (the routes want a positive one). */
function pricedQuantityOf(quantity: number): number {
  return quantity > 0 ? quantity : 1;
}

/**
 * The product page's buy box (spec §2.5, §4.2, §5.2): variant attributes,
 * price, stock, quantity and add to cart, as Odoo 17's website_sale (with
 * website_sale_stock) behaves, its images handed to the gallery island.
 */
export function ShopProduct(props: ShopProductProps) {
  const { attributes: lines, productTemplateId } = props;
  const t = useTranslate();
  const money = useMoney(props.currency);

  const [selection, setSelection] = useState<VariantSelection>(() =>
    initialSelection(lines, props.combination),
  );
  const [customTexts, setCustomTexts] = useState<Readonly<Record<number, string>>>({});
  const [wantedQuantity, setQuantity] = useState(() =>
    Math.min(Math.max(1, props.minQuantity), props.maxQuantity ?? Infinity),
  );
  const quantity = props.showQuantity ? wantedQuantity : 1;
  const pricedQuantity = pricedQuantityOf(quantity);

  const combination = useMemo(() => selectionCombination(lines, selection), [lines, selection]);
  const [initialRequest] = useState<CombinationRequest>(() => ({
    combination,
    productId: props.productId,
    addQty: pricedQuantity,
  }));
  const { answered, error: infoError, ask, reload } = useCombinationInfo(productTemplateId, initialRequest);
  const info: CombinationInfo | undefined = answered?.info;
  const answeredRequest = answered?.request ?? initialRequest;
  // Until the answer about the chosen combination arrives, what is shown is about another one.
  const isSettling = combination.join(",") !== answeredRequest.combination.join(",");

  const isPossible = !info || (info.is_combination_possible && Boolean(info.product_id));
  const productId = info ? (isPossible ? Number(info.product_id) : 0) : props.productId;
  const stock = info ? stockStatus(info) : NO_STOCK_LIMIT;
  const bounds = quantityBounds(props.minQuantity, props.maxQuantity, stock.available);

  // website_sale_stock: an answer leaving less than the quantity asked sets it to what is left (or 1).
  const [limitedBy, setLimitedBy] = useState(info);
  if (info !== limitedBy) {
    setLimitedBy(info);
    if (stock.available !== null && wantedQuantity > stock.available) setQuantity(stock.available || 1);
  }

  const unitPrice = useUnitPrice(productId, pricedQuantity, answeredRequest.addQty, !isSettling);
  const price = unitPrice ?? info?.price ?? props.price;
  // Struck through when higher (one rule with the catalogue's): the comparison price, else the list price.
  const listPrice = info ? info.compare_list_price || info.list_price : props.listPrice;
  const preventZeroPriceSale = info ? info.prevent_zero_price_sale : props.preventZeroPriceSale;
  const images = info?.weekbox_images ?? props.images;

  const setCombinationImages = useSetAtom(combinationImagesAtom);
  useEffect(() => {
    if (!info) return;
    setCombinationImages((all) => ({
      ...all,
      [productTemplateId]: { images: info.weekbox_images, isPossible },
    }));
  }, [info, isPossible, productTemplateId, setCombinationImages]);

  // Odoo's view_item, once per page (its tracking widget is stopped on this page).
  useEffect(() => {
    if (!props.tracking) return;
    trackShopEvent("view_item", {
      currency: props.currency.name,
      value: props.price,
      items: [{ item_id: props.productId, item_name: props.name, price: props.price }],
    });
    // Once, with the page's product.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const unavailable = useMemo(
    () => unavailableValues(combination, props.exclusions),
    [combination, props.exclusions],
  );
  const cart = useAddToCart();
  const step = useOptionalProductsStep();

  const choose = (lineId: number, valueIds: number[]) => {
    const next = { ...selection, [lineId]: valueIds };
    setSelection(next);
    ask({ combination: selectionCombination(lines, next), productId, addQty: pricedQuantity });
  };

  const isStockShort =
    stock.available !== null && (stock.available < 1 || quantity > stock.available || quantity < 1);
  const canAdd = !isSettling && isPossible && productId > 0 && quantity > 0 && !isStockShort;

  const addToCart = async (request: AddToCartRequest) => {
    const added = await cart.add(request);
    // website_sale_stock asks again: what the cart holds changed what is left.
    if (added && info?.product_type !== undefined) reload();
    return added;
  };

  const add = async (origin: Element) => {
    const name = info?.display_name ?? props.name;
    const request: AddToCartRequest = {
      productId,
      quantity,
      attributeValues: cartAttributeValues(lines, selection, customTexts),
      goToCart: props.addToCartAction === "go_to_cart",
      fallbackImage: images[0]?.thumb_url,
      origin,
      tracking: { item: { item_id: productId, item_name: name, price }, currency: props.currency.name },
    };
    // Odoo 17's configurator: a product with optional products is added through their step.
    if (props.hasOptionalProducts) {
      const main = { productId, name, imageUrl: images[0]?.thumb_url, price, listPrice };
      await step.offer(request, main, addToCart);
    } else {
      await addToCart(request);
    }
  };

  const addWithOptions = async (
    request: AddToCartRequest,
    options: CartOptionChoice[],
    goToCart: boolean,
  ) => {
    const added = await addToCart({ ...request, quantity, options, goToCart });
    // Leaving for the cart: the step stays until the page goes.
    if (!(added && goToCart)) step.close();
  };

  const { outcome } = cart;
  // Plain controls in react-aria's markup until the box is first used, react-aria's then (ui/upgrade).
  return (
    <UpgradeScope
      className="weekbox-shop-product"
      data-unavailable={(!isSettling && !isPossible) || undefined}
      data-settling={isSettling || undefined}
    >
      <VariantAttributes
        lines={lines}
        selection={selection}
        unavailable={unavailable}
        customTexts={customTexts}
        money={money}
        onChange={choose}
        onCustomTextChange={(valueId, text) => setCustomTexts((texts) => ({ ...texts, [valueId]: text }))}
      />
      {!isSettling && !isPossible && (
        <Alert tone="warning" className="weekbox-alert weekbox-shop-product-not-available">
          {t("This combination does not exist.")}
        </Alert>
      )}
      {infoError !== undefined && (
        <Alert tone="error" className="weekbox-alert weekbox-shop-product-error">
          {userMessage(infoError, t)}
        </Alert>
      )}
      {preventZeroPriceSale ? (
        <div className="weekbox-shop-product-actions">
          <a className="weekbox-button" data-variant="primary" href={props.contactUsUrl}>
            {t("Contact us")}
          </a>
        </div>
      ) : (
        <>
          <ProductPrice price={price} listPrice={listPrice} money={money} />
          <StockMessages notices={stock.notices} />
          <div className="weekbox-shop-product-actions">
            {props.showQuantity && (
              <QuantityField
                className="weekbox-stepper weekbox-shop-product-quantity"
                aria-label={t("Quantity")}
                value={wantedQuantity}
                minValue={bounds.min}
                {...(Number.isFinite(bounds.max) ? { maxValue: bounds.max } : {})}
                onChange={setQuantity}
              />
            )}
            <Button
              className="weekbox-button o_no_wait_lazy_js weekbox-shop-product-add"
              isDisabled={!canAdd}
              isPending={cart.isAdding || step.isLoading}
              pendingLabel={t("Adding to your cart…")}
              onPress={(event) => void add(event.target)}
            >
              {t("Add to cart")}
            </Button>
          </div>
        </>
      )}
      {outcome && outcome.kind !== "failed" && outcome.warning && (
        <Alert tone="warning" className="weekbox-alert weekbox-shop-product-warning" onDismiss={cart.dismiss}>
          {outcome.warning}
        </Alert>
      )}
      {outcome?.kind === "failed" && (
        <Alert tone="error" className="weekbox-alert weekbox-shop-product-error" onDismiss={cart.dismiss}>
          {outcome.message}
        </Alert>
      )}
      {step.error && (
        <Alert
          tone="error"
          className="weekbox-alert weekbox-shop-product-error"
          onDismiss={step.dismissError}
        >
          {step.error}
        </Alert>
      )}
      {step.opened && (
        <step.opened.Dialog
          // The unit price follows the quantity (pricelist rules by quantity), as on the page.
          main={{ ...step.opened.main, price, listPrice }}
          quantity={quantity}
          minQuantity={bounds.min}
          maxQuantity={props.showQuantity && Number.isFinite(bounds.max) ? bounds.max : undefined}
          canChangeQuantity={props.showQuantity}
          onQuantityChange={setQuantity}
          options={step.opened.options}
          currency={props.currency}
          isAdding={cart.isAdding}
          onConfirm={(options, goToCart) => void addWithOptions(step.opened!.request, options, goToCart)}
          onClose={step.close}
        />
      )}
      {/* Always rendered, so the confirmation is read out when it appears. */}
      <p className="visually-hidden" aria-live="polite" data-testid="cart-announcement">
        {outcome?.kind === "added" ? t("Added to your cart") : ""}
      </p>
    </UpgradeScope>
  );
}
