import { lazy, Suspense } from "react";
import { Radio, RadioGroup } from "react-aria-components/RadioGroup";
import { useTranslate } from "@/core/i18n/use-translate";
import type { RouteResult } from "@/core/rpc/route-map";
import { DateSelect } from "./date-select";

export type PickupStore = RouteResult<"/mealbox/address">["store_names_list"][number];

// Leaflet comes only with the pick-up step: its own chunk.
const StoreMap = lazy(() => import("./store-map"));

export type PickupSectionProps = {
  stores: readonly PickupStore[];
  storeId: number;
  onChoose: (storeId: number) => void;
  dates: readonly string[];
  date: string;
  onDateChange: (date: string) => void;
  isBusy: boolean;
  tileUrl: string;
  tileAttribution: string;
  /** False in tests (jsdom has no layout for a map). */
  showMap?: boolean;
};

/**
 * Pick-up (spec §2.7): a store list (radio group: arrows, Space, announced)
 * usable without the map, and the map with a marker per store.
 */
export function PickupSection({
  stores,
  storeId,
  onChoose,
  dates,
  date,
  onDateChange,
  isBusy,
  tileUrl,
  tileAttribution,
  showMap = true,
}: PickupSectionProps) {
  const t = useTranslate();
  const chosen = stores.find((store) => store.id === storeId);
  return (
    <div className="weekbox-pickup">
      <div className="weekbox-pickup-layout">
        <h3 id="weekbox-store-list-title">{t("Pick-up stores")}</h3>
        <RadioGroup
          className="weekbox-store-list"
          aria-labelledby="weekbox-store-list-title"
          value={storeId ? String(storeId) : null}
          onChange={(value) => onChoose(Number(value))}
          isDisabled={isBusy}
        >
          {stores.map((store) => (
            <Radio
              key={store.id}
              value={String(store.id)}
              className="weekbox-card-radio"
              data-testid="store-choice"
            >
              <span className="weekbox-address-lines">
                <strong>{store.store_name}</strong>
                <span>{store.address}</span>
                {store.opening_hours && <span className="weekbox-muted">{store.opening_hours}</span>}
              </span>
            </Radio>
          ))}
        </RadioGroup>
        {showMap && (
          <div className="weekbox-map-slot">
            <Suspense
              fallback={<div className="weekbox-map weekbox-map-loading">{t("Loading the map…")}</div>}
            >
              <StoreMap
                stores={stores}
                storeId={storeId}
                onChoose={onChoose}
                tileUrl={tileUrl}
                tileAttribution={tileAttribution}
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
            dates={dates}
            value={date}
            onChange={onDateChange}
            isDisabled={isBusy}
            emptyMessage={t("It seems that no dates are available for your address, please contact us")}
          />
        </section>
      )}
    </div>
  );
}
