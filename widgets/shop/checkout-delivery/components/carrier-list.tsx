import { Label, Radio, RadioGroup } from "@/ui/upgrade/controls";
import { useTranslate } from "@/core/i18n/use-translate";
import type { CarrierRate } from "@/core/rpc/routes/checkout-routes";
import type { CheckoutCarrier } from "../shop-checkout-delivery-props";
import { isChoosable } from "../utils/delivery-modes";
import { CarrierBadge } from "./carrier-badge";

export type CarrierListProps = {
  carriers: readonly CheckoutCarrier[];
  selectedId: number | null;
  rateOf: (carrierId: number) => CarrierRate | undefined;
  /** The ratings are on their way. */
  isRating: boolean;
  money: (amount: number) => string;
  onChoose: (carrierId: number) => void;
};

/** The delivery methods as radios, each with its badge; one that cannot deliver the order cannot be chosen. */
export function CarrierList({ carriers, selectedId, rateOf, isRating, money, onChoose }: CarrierListProps) {
  const t = useTranslate();
  return (
    <RadioGroup
      className="weekbox-carrier-list"
      value={selectedId === null ? null : String(selectedId)}
      onChange={(value) => onChoose(Number(value))}
    >
      <Label className="weekbox-field-label">{t("Choose a delivery method")}</Label>
      {carriers.map((carrier) => {
        const rate = rateOf(carrier.id);
        return (
          <Radio
            key={carrier.id}
            value={String(carrier.id)}
            isDisabled={!isChoosable(rate)}
            className="weekbox-card-radio weekbox-carrier"
          >
            <span className="weekbox-carrier-name">{carrier.name}</span>
            <CarrierBadge rate={rate} isLoading={isRating} money={money} />
            {carrier.description && (
              <span className="weekbox-carrier-description">{carrier.description}</span>
            )}
          </Radio>
        );
      })}
    </RadioGroup>
  );
}
