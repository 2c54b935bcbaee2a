import { useMoney } from "@/core/format/use-money";
import { useTranslate } from "@/core/i18n/use-translate";
import { userMessage } from "@/core/rpc/rpc-errors";
import { Alert } from "@/ui/alert";
import { Button } from "@/ui/upgrade/button";
import { Radio, RadioGroup } from "@/ui/upgrade/controls";
import { UpgradeScope } from "@/ui/upgrade/upgrade-scope";
import { useDeliveryStore } from "../hooks/use-delivery-store";
import { usePayChain } from "../hooks/use-pay-chain";
import type { MealboxDeliveryProps } from "../mealbox-delivery-props";
import { DEFAULT_TILE_ATTRIBUTION, DEFAULT_TILE_URL } from "../utils/map-settings";
import { HomeDelivery } from "./home-delivery";
import { PayPanel } from "./pay-panel";
import { PickupSection } from "./pickup-section";
import { RemarkFields } from "./remark-fields";

export type MealboxDeliveryComponentProps = Omit<MealboxDeliveryProps, "tileUrl" | "tileAttribution"> & {
  tileUrl?: string;
  tileAttribution?: string;
  /** False in tests: jsdom cannot lay out a map. */
  showMap?: boolean;
};

/**
 * The wizard's delivery step (spec §2.7): home delivery or pick-up, promo
 * code, order summary and the pay action. First paint: one request
 * (/mealbox/address), and the carrier of the choice when the order does not
 * hold it yet (the only home option, the chosen store's); then one request per
 * action (a store: its dates and its carrier; a first switch of mode: that
 * mode's alerts), and the pay chain.
 */
export function MealboxDelivery({
  orderId,
  meal,
  people,
  isPublicUser,
  tileUrl = DEFAULT_TILE_URL,
  tileAttribution = DEFAULT_TILE_ATTRIBUTION,
  showMap = true,
}: MealboxDeliveryComponentProps) {
  const t = useTranslate();
  const [delivery, store] = useDeliveryStore({ orderId, meal, people });
  const payChain = usePayChain(store);
  const { server, selection } = delivery;
  const money = useMoney(server?.summary.currency_info);

  if (delivery.status === "failed") {
    return (
      <UpgradeScope className="weekbox-delivery">
        <Alert tone="error">
          <p>{userMessage(delivery.loadError, t)}</p>
          <Button onPress={store.retry}>{t("Try again")}</Button>
        </Alert>
      </UpgradeScope>
    );
  }
  if (!server) {
    return (
      <div className="weekbox-delivery weekbox-delivery-loading" aria-busy="true">
        <p className="weekbox-muted">{t("Loading your delivery details…")}</p>
      </div>
    );
  }

  const ready = { ...delivery, server };
  const isBusy = delivery.busy !== null || payChain.isPaying;
  const isGuest = isPublicUser || server.summary.partner_data.is_public;
  return (
    // Its controls are plain until first used, react-aria's then (ui/upgrade): the
    // step's first load brings none of react-aria (the address form, a chunk of
    // its own, is react-aria's from the start).
    <UpgradeScope
      className="weekbox-delivery"
      aria-busy={isBusy ? "true" : "false"}
      data-mode={selection.mode}
    >
      <div className="weekbox-delivery-main">
        <h2 className="weekbox-delivery-title">{t("Delivery or pick-up")}</h2>
        {isGuest && (
          <Alert tone="warning">{t("Please log in to continue with your delivery details.")}</Alert>
        )}
        <RadioGroup
          className="weekbox-mode-choice"
          orientation="horizontal"
          value={selection.mode}
          onChange={(value) => store.chooseMode(value === "pick_store" ? "pick_store" : "delivery")}
          isDisabled={payChain.isPaying}
          aria-label={t("How do you want to receive your box?")}
        >
          {server.summary.deliveries.map((mode) => (
            <Radio key={mode.value} value={mode.value} className="weekbox-mode-radio">
              {mode.value === "delivery" ? t("Home delivery") : t("Pick-up at a store")}
            </Radio>
          ))}
        </RadioGroup>

        {selection.mode === "delivery" ? (
          <HomeDelivery store={store} delivery={ready} isBusy={isBusy} money={money} />
        ) : (
          <PickupSection
            store={store}
            delivery={ready}
            isBusy={payChain.isPaying}
            map={{ tileUrl, tileAttribution, show: showMap }}
          />
        )}
        {!delivery.editing && (
          <RemarkFields
            store={store}
            mode={selection.mode}
            remark={selection.remark}
            isIndividual={selection.isIndividual}
          />
        )}
      </div>

      <PayPanel store={store} delivery={ready} payChain={payChain} isGuest={isGuest} money={money} />
    </UpgradeScope>
  );
}
