import { useState } from "react";
import { Button as AriaButton } from "react-aria-components/Button";
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

/** "Cancel my subscription": a dialog asking why, then one call; the reason stays typed if it is refused. */
export function CancelSubscription({ actions }: { actions: SubscriptionActions }) {
  const t = useTranslate();
  const { act, busy } = actions;
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [tried, setTried] = useState(false);
  const missing = reason.trim() === "";
  return (
    <section className="weekbox-subscription-section weekbox-subscription-cancel">
      <AriaButton
        className="weekbox-subscription-cancel-open"
        isDisabled={busy}
        onPress={() => setOpen(true)}
      >
        {t("Cancel my subscription")}
      </AriaButton>
      <Dialog
        title={t("Cancel your subscription?")}
        role="alertdialog"
        isOpen={open}
        onOpenChange={(isOpen) => !busy && setOpen(isOpen)}
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
    </section>
  );
}
