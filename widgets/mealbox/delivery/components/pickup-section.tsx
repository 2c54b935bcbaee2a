import { lazy, Suspense } from "react";
import { useTranslate } from "@/core/i18n/use-translate";
import { Radio, RadioGroup } from "@/ui/upgrade/controls";
import type { DeliveryStore } from "../stores/delivery-store-api";
import type { ReadyDelivery } from "../stores/delivery-state";
import { DateSelect } from "./date-select";

// Leaflet comes only with the pick-up step: its own chunk.
const StoreMap = lazy(() => import("./store-map"));

/** The map's tile server; `show` is false in tests (jsdom has no layout for a map). */
export type MapSettings = { tileUrl: string; tileAttribution: string; show: boolean };

export type PickupSectionProps = {
  store: Pick<DeliveryStore, "chooseStore" | "setPickupDate">;
  delivery: ReadyDelivery;
  isBusy: boolean;
  map: MapSettings;
};

/**
 * Pick-up (spec §2.7): a store list (radio group: arrows, Space, announced)
 * usable without the map, and the map with a marker per store.
 */
export function PickupSection({ store, delivery, isBusy, map }: PickupSectionProps) {
  const t = useTranslate();
  const stores = delivery.server.summary.store_names_list;
  const { storeId, pickupDate } = delivery.selection;
  const chosen = stores.find((pickup) => pickup.id === storeId);
  return (
    <div className="weekbox-pickup">
      <div className="weekbox-pickup-layout">
        <h3 id="weekbox-store-list-title">{t("Pick-up stores")}</h3>
        <RadioGroup
          className="weekbox-store-list"
          aria-labelledby="weekbox-store-list-title"
          value={storeId ? String(storeId) : null}
          onChange={(value) => store.chooseStore(Number(value))}
          isDisabled={isBusy}
        >
          {stores.map((pickup) => (
            <Radio
              key={pickup.id}
              value={String(pickup.id)}
              className="weekbox-card-radio"
              data-testid="store-choice"
            >
              <span className="weekbox-address-lines">
                <strong>{pickup.store_name}</strong>
                <span>{pickup.address}</span>
                {pickup.opening_hours && (
                  <span className="weekbox-muted weekbox-store-hours">{pickup.opening_hours}</span>
                )}
              </span>
            </Radio>
          ))}
        </RadioGroup>
        {map.show && (
          <div className="weekbox-map-slot">
            <Suspense
              fallback={<div className="weekbox-map weekbox-map-loading">{t("Loading the map…")}</div>}
            >
              <StoreMap
                stores={stores}
                storeId={storeId}
                onChoose={store.chooseStore}
                tileUrl={map.tileUrl}
                tileAttribution={map.tileAttribution}
                label={t("Map of the pick-up stores")}
              />
            </Suspense>
          </div>
        )}
      </div>
      {chosen && (
        <section
          className="weekbox-chosen-store"
          aria-labelledby="weekbox-chosen-store-title"
          data-testid="chosen-store"
        >
          <h3 id="weekbox-chosen-store-title">{t("Your chosen pick-up location")}</h3>
          <p>
            <strong>{chosen.store_name}</strong>
            <br />
            {chosen.address}
          </p>
          <DateSelect
            name="pickup_date"
            label={t("Pick-up date")}
            placeholder={t("Choose a PickUp Date")}
            dates={delivery.server.pickupDates}
            value={pickupDate}
            onChange={store.setPickupDate}
            isDisabled={isBusy}
            emptyMessage={t("It seems that no dates are available for your address, please contact us")}
          />
        </section>
      )}
    </div>
  );
}
