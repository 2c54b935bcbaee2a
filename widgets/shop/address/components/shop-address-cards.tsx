import { Radio, RadioGroup } from "react-aria-components/RadioGroup";
import { useTranslate } from "@/core/i18n/use-translate";
import { Alert } from "@/ui/alert";
import { useCartAddressChoice } from "../hooks/use-cart-address-choice";
import type { ShopAddressCardsProps } from "../shop-address-cards-props";

/**
 * The checkout's address cards of one mode (spec §2.5 "pick one, or edit one
 * through /shop/address"), in place of website_sale.row_addresses: a radio
 * group (arrows, Space, announced) whose choice becomes the cart's billing or
 * shipping address at once, an Edit link per card the customer may edit, and
 * "Add address".
 */
export function ShopAddressCards({ mode, csrfToken, addresses, selectedId, addUrl }: ShopAddressCardsProps) {
  const t = useTranslate();
  const choice = useCartAddressChoice(mode, csrfToken, selectedId);
  const groupLabel = mode === "billing" ? t("Billing address") : t("Shipping address");
  return (
    <div className="weekbox-address-cards" data-mode={mode}>
      {choice.failed && (
        <Alert tone="error" onDismiss={choice.dismissError}>
          {t("This address could not be chosen. Please reload the page and try again.")}
        </Alert>
      )}
      <RadioGroup
        className="weekbox-address-card-list"
        aria-label={groupLabel}
        value={choice.selectedId === null ? null : String(choice.selectedId)}
        onChange={(value) => choice.choose(Number(value))}
        aria-busy={choice.isSaving || undefined}
      >
        {addresses.map((address) => (
          <div key={address.id} className="weekbox-address-card">
            <Radio value={String(address.id)} className="weekbox-address-card-radio">
              <span className="weekbox-address-card-check" aria-hidden="true" />
              <span className="weekbox-address-card-text">
                <strong>{address.name}</strong>
                {address.lines.map((line, index) => (
                  <span key={index}>{line}</span>
                ))}
              </span>
            </Radio>
            {address.editUrl && (
              <a
                className="weekbox-address-card-edit btn btn-link p-0"
                href={address.editUrl}
                aria-label={t("Edit the address of {name}", { name: address.name })}
              >
                {t("Edit")}
              </a>
            )}
          </div>
        ))}
      </RadioGroup>
      {addUrl && (
        <a className="weekbox-address-card-add btn btn-outline-primary" href={addUrl}>
          {t("Add address")}
        </a>
      )}
    </div>
  );
}
