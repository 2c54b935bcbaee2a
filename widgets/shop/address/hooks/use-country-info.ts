import { useRouteQuery } from "@/core/data/use-query";
import type { AddressMode, CountryInfo } from "@/core/rpc/routes/address-routes";
import { useDebouncedValue } from "@/core/data/use-debounced-value";

/** Spec §9.2: a country change is asked about once it has stayed 500 ms. */
export const COUNTRY_CHANGE_DEBOUNCE_MS = 500;

export type KnownCountryInfo = { country_id: number; mode: AddressMode; info: CountryInfo };

export type CountryInfoState = {
  /** What the chosen country asks; null when no country is chosen, or its answer is not there yet. */
  info: CountryInfo | null;
  /** The country (or the mode) changed and its answer is on its way (or waiting for the debounce). */
  isPending: boolean;
  /** Its answer could not be had. */
  error: unknown;
  retry: () => void;
};

/**
 * What the chosen country asks of an address in `mode` (spec §3.3): the
 * page's answer for the initial country, otherwise /shop/country_infos once
 * the choice has stayed 500 ms (one call, however many countries were
 * passed by on the way).
 */
export function useCountryInfo(
  countryId: number,
  mode: AddressMode,
  initial: KnownCountryInfo | null,
): CountryInfoState {
  const wanted = `${countryId}:${mode}`;
  const settled = useDebouncedValue(wanted, COUNTRY_CHANGE_DEBOUNCE_MS);
  const [settledId = "0", settledMode = mode] = settled.split(":");
  const settledCountryId = Number(settledId);
  const isInitial = initial !== null && `${initial.country_id}:${initial.mode}` === settled;
  const query = useRouteQuery(
    "/shop/country_infos",
    { country_id: settledCountryId, mode: settledMode === "shipping" ? "shipping" : "billing" },
    { enabled: settledCountryId > 0 && !isInitial },
  );
  if (countryId <= 0) return { info: null, isPending: false, error: undefined, retry: query.reload };
  const isCurrent = settled === wanted;
  const info = !isCurrent ? null : isInitial ? initial.info : (query.data ?? null);
  return {
    info,
    isPending: !isCurrent || (!isInitial && query.isLoading),
    error: isCurrent && !isInitial ? query.error : undefined,
    retry: query.reload,
  };
}
