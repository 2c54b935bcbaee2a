import { useTranslate } from "@/core/i18n/use-translate";
import { Button } from "@/ui/button";
import { Dialog } from "@/ui/dialog";
import type { PaymentError } from "../utils/payment-errors";

/** A payment error when no payment form is selected to hold it: "Error: {title}" with "Ok". */
export function PaymentErrorDialog({ error, onClose }: { error: PaymentError | null; onClose: () => void }) {
  const t = useTranslate();
  return (
    <Dialog
      title={t("Error: {title}", { title: error?.title ?? "" })}
      role="alertdialog"
      isOpen={error !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {(close) => (
        <>
          <p className="weekbox-payment-dialog-message">{error?.message}</p>
          <div className="weekbox-payment-dialog-actions">
            <Button onPress={close} autoFocus>
              {t("Ok")}
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}
