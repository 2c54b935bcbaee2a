import { useTranslate } from "@/core/i18n/use-translate";
import { RpcError, userMessage } from "@/core/rpc/rpc-errors";
import { Dialog } from "@/ui/dialog";

// Odoo's own dialog titles for its user-facing exceptions.
function errorTitle(error: unknown, t: ReturnType<typeof useTranslate>): string {
  if (!(error instanceof RpcError)) return t("Connection problem");
  switch (error.exceptionName) {
    case "odoo.exceptions.AccessError":
      return t("Access Error");
    case "odoo.exceptions.MissingError":
      return t("Missing Record");
    case "odoo.exceptions.UserError":
    case "odoo.exceptions.ValidationError":
      return t("Validation Error");
    default:
      return t("Error");
  }
}

export type PublishErrorDialogProps = {
  error: unknown;
  backOfficeUrl: string;
  onClose: () => void;
};

/**
 * Why publishing failed (spec §8.1): titled and worded from the server's
 * error, and where to fix it: the record's form in the back office.
 */
export function PublishErrorDialog({ error, backOfficeUrl, onClose }: PublishErrorDialogProps) {
  const t = useTranslate();
  return (
    <Dialog
      title={errorTitle(error, t)}
      role="alertdialog"
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <p className="weekbox-publish-error-message">{userMessage(error, t)}</p>
      <p>
        {t("It might be possible to edit the relevant items or fix the issue in")}{" "}
        <a className="weekbox-publish-error-link" href={backOfficeUrl}>
          {t("the classic Odoo interface")}
        </a>
        .
      </p>
    </Dialog>
  );
}
