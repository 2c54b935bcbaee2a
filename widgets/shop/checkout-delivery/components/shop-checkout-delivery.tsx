import { useCallback, useMemo } from "react";
import { useQuery } from "@/core/data/use-query";
import { useMoney } from "@/core/format/use-money";
import { useTranslate } from "@/core/i18n/use-translate";
import { userMessage } from "@/core/rpc/rpc-errors";
import type { CarrierRate } from "@/core/rpc/routes/checkout-routes";
import { Alert } from "@/ui/alert";
import { UpgradeScope } from "@/ui/upgrade/upgrade-scope";
import { fetchCarrierRates } from "../api/fetch-carrier-rates";
import { useCarrierChooser } from "../hooks/use-carrier-chooser";
import { usePageEffects } from "../hooks/use-page-effects";
import type { ShopCheckoutDeliveryProps } from "../shop-checkout-delivery-props";
import { firstChoosable, modeOf, offersBothModes, type DeliveryMode } from "../utils/delivery-modes";
import { CarrierList } from "./carrier-list";
import { DeliveryModeRadio } from "./delivery-mode-radio";

const RATES_KEY = "/shop/weekbox/carrier_rates";

/**
 * /shop/payment's delivery methods (spec §2.5, §3.3, §4.2, §8.2): rated once
 * on mount, chosen one call at a time; a pick-up or home delivery switch when
 * both kinds are offered.
 */
export function ShopCheckoutDelivery(props: ShopCheckoutDeliveryProps) {
  const t = useTranslate();
  const money = useMoney(props.currency);
  const rates = useQuery(RATES_KEY, fetchCarrierRates);
  const { state, choose } = useCarrierChooser(props);
  usePageEffects(state.confirmed.isPickup, state.confirmed.amounts, state.amountsChanged, money);

  const ratesById = useMemo(
    () => new Map((rates.data ?? []).map((rate) => [rate.carrier_id, rate])),
    [rates.data],
  );
  const rateOf = useCallback(
    (carrierId: number): CarrierRate | undefined => state.answered.get(carrierId) ?? ratesById.get(carrierId),
    [state.answered, ratesById],
  );

  const { carriers } = props;
  const selected = carriers.find((carrier) => carrier.id === state.selectedId);
  const bothModes = offersBothModes(carriers);
  const mode = selected ? modeOf(selected) : null;
  const shown = bothModes && mode ? carriers.filter((carrier) => modeOf(carrier) === mode) : carriers;
  const available = new Set<DeliveryMode>(
    (["store", "delivery"] as const).filter((kind) => firstChoosable(carriers, kind, rateOf)),
  );
  const switchMode = (next: DeliveryMode) => {
    const target = firstChoosable(carriers, next, rateOf);
    if (target) choose(target.id, "/shop/update_carrier_id");
  };
  const { confirmed } = state;
  const cannotDeliver = state.pending === 0 && confirmed.carrierId !== null && !confirmed.status;

  return (
    // Its radios are plain until first used, react-aria's then (ui/upgrade).
    <UpgradeScope className="weekbox-upgrade-scope">
      <section className="weekbox-checkout-delivery" aria-busy={state.pending > 0}>
        {bothModes && <DeliveryModeRadio mode={mode} available={available} onChange={switchMode} />}
        <CarrierList
          carriers={shown}
          selectedId={state.selectedId}
          rateOf={rateOf}
          isRating={rates.isLoading}
          money={money}
          onChoose={(carrierId) => choose(carrierId, "/shop/update_carrier")}
        />
        {selected?.isPickup && selected.pickupAddress && (
          <p className="weekbox-pickup-location">
            <strong>{t("Pick up at:")}</strong> {selected.pickupAddress}
          </p>
        )}
        {rates.error !== undefined && (
          <Alert tone="warning">
            {t("The delivery prices could not be computed. Please reload the page.")}
          </Alert>
        )}
        {state.failure !== null && <Alert tone="error">{userMessage(state.failure, t)}</Alert>}
        {cannotDeliver && (
          <Alert tone="warning">
            {t("The chosen delivery method cannot deliver your order. Please choose another one.")}
          </Alert>
        )}
        {state.selectedId === null && (
          <p className="weekbox-muted">{t("Please choose a delivery method to continue.")}</p>
        )}
      </section>
    </UpgradeScope>
  );
}
