import { useState } from "react";
import { CheckboxGroup } from "react-aria-components/CheckboxGroup";
import { useTranslate } from "@/core/i18n/use-translate";
import { DietCheckboxes } from "../shared/diet-checkboxes";
import { Button } from "@/ui/button";
import { actionKey } from "../hooks/use-subscription-actions";
import type { SettingFormProps } from "./box-size-form";

/** The diets the chef's choice respects. */
export function DietsForm({ actions, options, onSaved }: SettingFormProps) {
  const t = useTranslate();
  const { state, act, busy, busyKey } = actions;
  const [chosen, setChosen] = useState(state.diet_ids.map(String));
  const params = { diet_ids: chosen.map(Number) };
  return (
    <form
      className="weekbox-subscription-form"
      onSubmit={(event) => {
        event.preventDefault();
        void act("diets", "/my/subscriptions/diets", params, t("The chef's choice follows your diets.")).then(
          (done) => done && onSaved(),
        );
      }}
    >
      <CheckboxGroup
        className="weekbox-subscription-checks"
        aria-label={t("Diets")}
        value={chosen}
        onChange={setChosen}
        isDisabled={busy}
      >
        <DietCheckboxes diets={options.diets} />
      </CheckboxGroup>
      <p className="weekbox-subscription-muted">
        {t("The dishes you choose yourself are yours, whatever their diets.")}
      </p>
      <Button
        type="submit"
        isDisabled={busy}
        isPending={busyKey === actionKey("/my/subscriptions/diets", params)}
      >
        {t("Save the diets")}
      </Button>
    </form>
  );
}
