import { useState } from "react";
import { Radio, RadioGroup } from "react-aria-components/RadioGroup";
import { useTranslate } from "@/core/i18n/use-translate";
import { Button } from "@/ui/button";
import { actionKey, type SubscriptionActions } from "../hooks/use-subscription-actions";
import type { SubscriptionOptions } from "../mealbox-subscription-props";

export type SettingFormProps = {
  actions: SubscriptionActions;
  options: SubscriptionOptions;
  onSaved: () => void;
};

const sizeKey = (meals: number, people: number) => `${meals}x${people}`;

/** Another box size, from the next week still open. */
export function BoxSizeForm({ actions, options, onSaved }: SettingFormProps) {
  const t = useTranslate();
  const { state, act, busy, busyKey } = actions;
  const [chosen, setChosen] = useState(sizeKey(state.box.meals, state.box.people));
  const box = options.boxes.find((option) => sizeKey(option.meals, option.people) === chosen);
  const params = box ? { meals: box.meals, people: box.people } : null;
  const unchanged = chosen === sizeKey(state.box.meals, state.box.people);
  return (
    <form
      className="weekbox-subscription-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!params || unchanged) return;
        void act(
          "box",
          "/my/subscriptions/box",
          params,
          t("Your box size is changed from the next week still open."),
        ).then((done) => done && onSaved());
      }}
    >
      <RadioGroup
        className="weekbox-subscription-radios"
        aria-label={t("Box size")}
        value={chosen}
        onChange={setChosen}
        isDisabled={busy}
      >
        {options.boxes.map((option) => (
          <Radio
            key={sizeKey(option.meals, option.people)}
            value={sizeKey(option.meals, option.people)}
            className="weekbox-card-radio"
          >
            {option.label}
          </Radio>
        ))}
      </RadioGroup>
      <p className="weekbox-subscription-muted">
        {t(
          "Dishes already chosen for a week beyond the new number of meals are taken out, the last ones first.",
        )}
      </p>
      <Button
        type="submit"
        isDisabled={busy || unchanged}
        isPending={params !== null && busyKey === actionKey("/my/subscriptions/box", params)}
      >
        {t("Save the box size")}
      </Button>
    </form>
  );
}
