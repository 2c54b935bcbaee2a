import { useTranslate } from "@/core/i18n/use-translate";
import { Alert } from "@/ui/alert";
import { Button } from "@/ui/upgrade/button";
import { Radio, RadioGroup } from "@/ui/upgrade/controls";
import type { DeliveryStore } from "../stores/delivery-store-api";
import type { Address, ShippingState } from "../stores/delivery-state";

export type AddressBlocksProps = {
  shipping: ShippingState;
  /** Opens the address form; choosing a shipping address asks the server. */
  store: Pick<DeliveryStore, "editAddress" | "shipTo">;
  isBusy: boolean;
};

/** The billing address and the shipping address choice, with their edit buttons. */
export function AddressBlocks({ shipping: state, store, isBusy }: AddressBlocksProps) {
  const t = useTranslate();
  const { billing, shipping } = state;
  return (
    <>
      <section className="weekbox-address-block" aria-labelledby="weekbox-billing-title">
        <h3 id="weekbox-billing-title">{t("Billing address")}</h3>
        {billing ? (
          <AddressCard
            address={billing}
            onEdit={() => store.editAddress(billing)}
            editLabel={t("Edit billing address")}
          />
        ) : (
          <p className="weekbox-muted">{t("No billing address yet.")}</p>
        )}
      </section>

      <section className="weekbox-address-block" aria-labelledby="weekbox-shipping-title">
        <h3 id="weekbox-shipping-title">{t("Shipping address")}</h3>
        <RadioGroup
          className="weekbox-address-choice"
          aria-labelledby="weekbox-shipping-title"
          value={shipping ? String(shipping.id) : null}
          onChange={(value) => store.shipTo(Number(value))}
          isDisabled={isBusy}
        >
          {state.shippings.map((address) => (
            <Radio
              key={address.id}
              value={String(address.id)}
              className="weekbox-card-radio"
              data-testid="shipping-choice"
            >
              <AddressLines address={address} />
            </Radio>
          ))}
        </RadioGroup>
        <div className="weekbox-form-actions">
          {shipping && (
            <Button variant="secondary" onPress={() => store.editAddress(shipping)} isDisabled={isBusy}>
              {t("Edit shipping address")}
            </Button>
          )}
          <Button variant="secondary" onPress={() => store.editAddress(null)} isDisabled={isBusy}>
            {t("Add an address")}
          </Button>
        </div>
        {state.message && <Alert tone="info">{state.message}</Alert>}
      </section>
    </>
  );
}

function AddressLines({ address }: { address: Address }) {
  return (
    <span className="weekbox-address-lines">
      <strong>{address.name}</strong>
      <span>{address.address}</span>
      {address.phone && <span className="weekbox-muted">{address.phone}</span>}
    </span>
  );
}

function AddressCard({
  address,
  onEdit,
  editLabel,
}: {
  address: Address;
  onEdit: () => void;
  editLabel: string;
}) {
  return (
    <div className="weekbox-address-card" data-testid="billing-card">
      <AddressLines address={address} />
      {address.email && <span className="weekbox-muted">{address.email}</span>}
      <Button variant="link" onPress={onEdit}>
        {editLabel}
      </Button>
    </div>
  );
}
