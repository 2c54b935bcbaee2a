import { lazy, Suspense, useState } from "react";
import { useTranslate } from "@/core/i18n/use-translate";
import { PlainButton } from "@/ui/upgrade/plain-button";
import type { SubscriptionActions } from "../hooks/use-subscription-actions";

// The dialog (react-aria's modal and text field) comes with the first press.
const CancelDialog = lazy(() => import("./cancel-dialog").then((chunk) => ({ default: chunk.CancelDialog })));

/** "Cancel my subscription": a confirm dialog asking why (cancel-dialog.tsx). */
export function CancelSubscription({ actions }: { actions: SubscriptionActions }) {
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <section className="weekbox-subscription-section weekbox-subscription-cancel">
      <PlainButton
        className="weekbox-subscription-cancel-open"
        isDisabled={actions.busy}
        onPress={() => setOpen(true)}
      >
        {t("Cancel my subscription")}
      </PlainButton>
      <Suspense fallback={null}>
        {open && <CancelDialog actions={actions} isOpen={open} onOpenChange={setOpen} />}
      </Suspense>
    </section>
  );
}
