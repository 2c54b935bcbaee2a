import type { PortalDetailsProps } from "../portal-details-props";

/** The states of `countryId` (none for 0 or a country without any). */
export function statesOf(
  statesByCountry: PortalDetailsProps["statesByCountry"],
  countryId: number,
): readonly (readonly [number, string])[] {
  return (countryId > 0 && statesByCountry[String(countryId)]) || [];
}

/** The state kept when the country changes: the same one if the new country has it, else none. */
export function keptState(
  statesByCountry: PortalDetailsProps["statesByCountry"],
  countryId: number,
  stateId: number,
): number {
  return statesOf(statesByCountry, countryId).some(([id]) => id === stateId) ? stateId : 0;
}
