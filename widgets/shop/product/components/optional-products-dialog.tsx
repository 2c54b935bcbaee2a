import "../optional-products.css";
import { useId, useState } from "react";
import { useCall } from "@/core/data/use-mutation";
import { useMoney } from "@/core/format/use-money";
import { useTranslate } from "@/core/i18n/use-translate";
import { isAbort, userMessage } from "@/core/rpc/rpc-errors";
import type { OptionalProduct } from "@/core/rpc/routes/shop-routes";
import { Alert } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Dialog } from "@/ui/dialog";
import type { CartOptionChoice } from "../hooks/use-add-to-cart";
import type { ShopProductProps } from "../shop-product-props";
import {
  addRow,
  chosenOptions,
  MAIN_KEY,
  offeredRows,
  removeRow,
  setRowQuantity,
  type OptionRow,
} from "../utils/optional-product-rows";
import { OptionalProductLine } from "./optional-product-line";

/** The product the visitor is adding, as the buy box shows it. */
export type StepMainProduct = {
  productId: number;
  name: string;
  imageUrl: string | undefined;
  price: number;
  listPrice: number;
};

export type OptionalProductsDialogProps = {
  main: StepMainProduct;
  /** The buy box's quantity: changed here, it changes there too (as Odoo's step). */
  quantity: number;
  minQuantity: number;
  maxQuantity: number | undefined;
  /** The website shows the quantity field (its "Select Quantity" option): the step does too. */
  canChangeQuantity: boolean;
  onQuantityChange: (quantity: number) => void;
  /** The product's optional products (at least one). */
  options: readonly OptionalProduct[];
  currency: ShopProductProps["currency"];
  /** The add is on its way. */
  isAdding: boolean;
  /** Adds the product with the options chosen; `goToCart`: "Proceed to checkout". */
  onConfirm: (options: CartOptionChoice[], goToCart: boolean) => void;
  onClose: () => void;
};

/**
 * Odoo 17's optional products step (website_sale_product_configurator's
 * modal), in a react-aria dialog: the product with its quantity, the options
 * added (each with its quantity, removable; an option's own options offered
 * once it is added), the total, the options still offered, then "Continue
 * shopping" or "Proceed to checkout". Closing it adds nothing.
 */
export function OptionalProductsDialog({
  main,
  quantity,
  minQuantity,
  maxQuantity,
  canChangeQuantity,
  onQuantityChange,
  options,
  currency,
  isAdding,
  onConfirm,
  onClose,
}: OptionalProductsDialogProps) {
  const t = useTranslate();
  const money = useMoney(currency);
  const call = useCall();
  const [rows, setRows] = useState<OptionRow[]>(() => offeredRows([], MAIN_KEY, options, quantity));
  const [loadingKeys, setLoadingKeys] = useState<ReadonlySet<string>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);
  // Which of the two buttons sent the add (its spinner).
  const [goesToCart, setGoesToCart] = useState(false);
  const offeredTitle = useId();

  const chosen = chosenOptions(rows);
  const offered = rows.filter((row) => !row.added);
  const total = chosen.reduce((sum, { row }) => sum + row.option.price * row.quantity, main.price * quantity);
  const quantityOf = (key: string) =>
    key === MAIN_KEY ? quantity : (rows.find((row) => row.key === key)?.quantity ?? quantity);

  // What a line shows of an option, offered or in the order.
  const shown = ({ option }: OptionRow) => ({
    name: option.name,
    description: option.description,
    imageUrl: option.image_url,
    price: option.price,
    listPrice: option.list_price,
    money,
  });

  const changeMainQuantity = (value: number) => {
    onQuantityChange(value);
    setRows((current) => setRowQuantity(current, MAIN_KEY, value));
  };

  const add = async (row: OptionRow) => {
    const parentQuantity = quantityOf(row.parentKey);
    setRows((current) => addRow(current, row.key, parentQuantity));
    if (!row.option.has_optional_products) return;
    setLoadingKeys((keys) => new Set(keys).add(row.key));
    try {
      const answer = await call("/shop/weekbox/optional_products", {
        product_id: row.option.product_id,
        add_qty: parentQuantity,
      });
      // Still in the order: its options are offered under it.
      setRows((current) =>
        current.some((each) => each.key === row.key && each.added)
          ? offeredRows(current, row.key, answer.options, parentQuantity)
          : current,
      );
    } catch (error) {
      if (!isAbort(error)) setFailure(userMessage(error, t));
    } finally {
      setLoadingKeys((keys) => {
        const next = new Set(keys);
        next.delete(row.key);
        return next;
      });
    }
  };

  const confirm = (goToCart: boolean) => {
    setGoesToCart(goToCart);
    onConfirm(
      chosen.map(({ row, parent }) => ({
        productId: row.option.product_id,
        quantity: row.quantity,
        parent,
        tracking: { item_id: row.option.product_id, item_name: row.option.name, price: row.option.price },
      })),
      goToCart,
    );
  };

  return (
    <Dialog
      title={t("Add to cart")}
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      isDismissable={!isAdding}
      isKeyboardDismissDisabled={isAdding}
      className="weekbox-dialog weekbox-optional-products"
    >
      <ul className="weekbox-options-list" aria-label={t("Your order")}>
        <li>
          <OptionalProductLine
            name={main.name}
            imageUrl={main.imageUrl}
            price={main.price}
            listPrice={main.listPrice}
            money={money}
            {...(canChangeQuantity
              ? {
                  quantity: {
                    value: quantity,
                    min: minQuantity,
                    max: maxQuantity,
                    onChange: changeMainQuantity,
                  },
                }
              : {})}
          />
        </li>
        {chosen.map(({ row }) => (
          <li key={row.key} data-option="">
            <OptionalProductLine
              {...shown(row)}
              quantity={{
                value: row.quantity,
                min: 1,
                onChange: (value) => setRows((current) => setRowQuantity(current, row.key, value)),
              }}
              action={
                <Button
                  variant="link"
                  className="weekbox-button weekbox-option-remove"
                  aria-label={t("Remove {name}", { name: row.option.name })}
                  isDisabled={isAdding}
                  onPress={() => setRows((current) => removeRow(current, row.key))}
                >
                  {t("Remove")}
                </Button>
              }
            />
          </li>
        ))}
      </ul>
      <p className="weekbox-options-total">
        <span>{t("Total:")}</span>{" "}
        <strong data-testid="options-total" aria-live="polite">
          {money(total)}
        </strong>
      </p>
      {loadingKeys.size > 0 && (
        <p className="weekbox-muted" role="status">
          {t("Loading the options…")}
        </p>
      )}
      {failure && (
        <Alert tone="error" onDismiss={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      {offered.length > 0 && (
        <section className="weekbox-options-offered" aria-labelledby={offeredTitle}>
          <h3 id={offeredTitle} className="weekbox-options-offered-title">
            {t("Available options")}
          </h3>
          <ul className="weekbox-options-list">
            {offered.map((row) => (
              <li key={row.key}>
                <OptionalProductLine
                  {...shown(row)}
                  action={
                    <Button
                      variant="secondary"
                      className="weekbox-button weekbox-option-add"
                      aria-label={t("Add {name}", { name: row.option.name })}
                      isDisabled={isAdding}
                      onPress={() => void add(row)}
                    >
                      {t("Add")}
                    </Button>
                  }
                />
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="weekbox-options-actions">
        <Button
          variant="secondary"
          className="weekbox-button o_no_wait_lazy_js"
          isDisabled={isAdding && goesToCart}
          isPending={isAdding && !goesToCart}
          pendingLabel={t("Adding to your cart…")}
          onPress={() => confirm(false)}
        >
          {t("Continue shopping")}
        </Button>
        <Button
          className="weekbox-button o_no_wait_lazy_js"
          isDisabled={isAdding && !goesToCart}
          isPending={isAdding && goesToCart}
          pendingLabel={t("Adding to your cart…")}
          onPress={() => confirm(true)}
        >
          {t("Proceed to checkout")}
        </Button>
      </div>
    </Dialog>
  );
}
