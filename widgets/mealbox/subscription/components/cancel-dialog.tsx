import { useState } from "react";
import { FieldError } from "react-aria-components/FieldError";
import { Label } from "react-aria-components/Label";
import { TextArea } from "react-aria-components/TextArea";
import { TextField } from "react-aria-components/TextField";
import { useTranslate } from "@/core/i18n/use-translate";
import { Button } from "@/ui/button";
import { Dialog } from "@/ui/dialog";
import type { SubscriptionActions } from "../hooks/use-subscription-actions";
import { ActionAlert } from "./action-alert";

const REASON_MAX = 1000;

export type CancelDialogProps = {
  actions: SubscriptionActions;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
};

/**
 * Asks why, then one call. A refusal is said in the dialog, the reason still
 * typed; the dialog cannot be closed while the call runs.
 */
export function CancelDialog({ actions, isOpen, onOpenChange }: CancelDialogProps) {
  const t = useTranslate();
  const { act, busy } = actions;
  const [reason, setReason] = useState("");
  const [tried, setTried] = useState(false);
  const missing = reason.trim() === "";
  return (
    <Dialog
      title={t("Cancel your subscription?")}
      role="alertdialog"
      isOpen={isOpen}
      onOpenChange={(open) => !busy && onOpenChange(open)}
      isDismissable={!busy}
    >
      {(close) => (
        <form
          className="weekbox-subscription-form"
          onSubmit={(event) => {
            event.preventDefault();
            setTried(true);
            if (missing) return;
            void act("cancel", "/my/subscriptions/cancel", { reason: reason.trim() }).then(
              (done) => done && close(),
            );
          }}
        >
          <p>{t("No box is sent and nothing is charged after the weeks already ordered.")}</p>
          <TextField
            className="weekbox-field"
            value={reason}
            onChange={setReason}
            maxLength={REASON_MAX}
            isRequired
            validationBehavior="aria"
            isInvalid={tried && missing}
            isDisabled={busy}
          >
            <Label className="weekbox-field-label">{t("Why do you cancel?")}</Label>
            <TextArea className="weekbox-field-input weekbox-subscription-reason" rows={3} />
            <FieldError className="weekbox-field-error">{t("Please tell us why you cancel.")}</FieldError>
          </TextField>
          <ActionAlert actions={actions} place="cancel" />
          <div className="weekbox-subscription-actions">
            <Button variant="secondary" isDisabled={busy} onPress={close}>
              {t("Keep my subscription")}
            </Button>
            <Button type="submit" isPending={busy}>
              {t("Cancel the subscription")}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
