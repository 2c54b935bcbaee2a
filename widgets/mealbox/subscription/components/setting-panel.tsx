import { Suspense, useId, useState, type ReactNode } from "react";
import { useTranslate } from "@/core/i18n/use-translate";
import { Button } from "@/ui/upgrade/button";
import type { MessagePlace, SubscriptionActions } from "../hooks/use-subscription-actions";
import { ActionAlert } from "./action-alert";

export type SettingPanelProps = {
  title: string;
  /** What is set now, in words. */
  current: ReactNode;
  place: MessagePlace;
  actions: SubscriptionActions;
  /** The form; `close` once its change is saved. */
  children: (close: () => void) => ReactNode;
};

/** A setting of the subscription: what it is now, and "Change" opening its form below. */
export function SettingPanel({ title, current, place, actions, children }: SettingPanelProps) {
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const titleId = useId();
  return (
    <div className="weekbox-subscription-setting" role="group" aria-labelledby={titleId}>
      <div className="weekbox-subscription-setting-head">
        <div>
          <h4 className="weekbox-subscription-setting-title" id={titleId}>
            {title}
          </h4>
          <div className="weekbox-subscription-setting-current">{current}</div>
        </div>
        {actions.state.changeable && (
          <Button
            variant="secondary"
            aria-label={
              open ? t("Close: {setting}", { setting: title }) : t("Change: {setting}", { setting: title })
            }
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            onPress={() => setOpen(!open)}
          >
            {open ? t("Close") : t("Change")}
          </Button>
        )}
      </div>
      <ActionAlert actions={actions} place={place} />
      {open && (
        <div className="weekbox-subscription-setting-form" id={panelId}>
          <Suspense fallback={<p className="weekbox-subscription-muted">{t("Loading…")}</p>}>
            {children(() => setOpen(false))}
          </Suspense>
        </div>
      )}
    </div>
  );
}
