import { useState } from "react";
import { useTranslate } from "@/core/i18n/use-translate";
import { CountryComboBox } from "@/ui/address/country-combo-box";
import { StateSelect } from "@/ui/address/state-select";
import type { PortalDetailsProps } from "../portal-details-props";
import { keptState, statesOf } from "../utils/states-of";

/**
 * The country and the state of Odoo's 'Your Details' form (spec §2.2): the
 * state offers the chosen country's states only, and is hidden (and posted
 * empty) for a country without any. The form is Odoo's: both are posted in
 * hidden inputs under Odoo's names; a locked country is not posted at all,
 * as Odoo's disabled select (the server keeps the partner's).
 */
export function PortalAddressFields({
  countries,
  statesByCountry,
  countryId: initialCountryId,
  stateId: initialStateId,
  countryDisabled,
  errors,
}: PortalDetailsProps) {
  const t = useTranslate();
  const [countryId, setCountryId] = useState(initialCountryId);
  const [stateId, setStateId] = useState(() => keptState(statesByCountry, initialCountryId, initialStateId));
  // A refusal is about the value it refused: once changed, the field's message goes.
  const [touched, setTouched] = useState({ country: false, state: false });
  const states = statesOf(statesByCountry, countryId);

  function chooseCountry(next: number): void {
    setCountryId(next);
    setStateId((current) => keptState(statesByCountry, next, current));
    setTouched((seen) => ({ ...seen, country: true }));
  }

  return (
    <div className="row weekbox-portal-address">
      <div className="mb-3 col-xl-6">
        <CountryComboBox
          label={t("Country")}
          countries={countries}
          value={countryId}
          onChange={chooseCountry}
          isDisabled={countryDisabled}
          errorMessage={touched.country ? undefined : errors.country_id}
        />
        {countryDisabled ? (
          <small className="form-text text-muted">
            {t("The country cannot be changed once documents have been issued for your account.")}
          </small>
        ) : (
          <input type="hidden" name="country_id" value={countryId > 0 ? String(countryId) : ""} />
        )}
      </div>
      <div className="mb-3 col-xl-6" hidden={states.length === 0}>
        {states.length > 0 && (
          <StateSelect
            label={t("State / Province")}
            states={states}
            value={stateId}
            onChange={(next) => {
              setStateId(next);
              setTouched((seen) => ({ ...seen, state: true }));
            }}
            isRequired={false}
            errorMessage={touched.state || touched.country ? undefined : errors.state_id}
          />
        )}
        <input type="hidden" name="state_id" value={stateId > 0 ? String(stateId) : ""} />
      </div>
    </div>
  );
}
