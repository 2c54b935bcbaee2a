import { useTranslate } from "@/core/i18n/use-translate";
import { Dialog } from "@/ui/dialog";
import { publishFailure } from "../utils/publish-failure";

export type PublishErrorDialogProps = {
  error: unknown;
  backOfficeUrl: string;
  onClose: () => void;
};

/**
 * Why publishing failed (spec §8.1): titled and worded from the server's
 * error, and where to fix it: the record's form in the back office. It
 * takes the focus when it opens; Escape closes it.
 */
export function PublishErrorDialog({ error, backOfficeUrl, onClose }: PublishErrorDialogProps) {
  const t = useTranslate();
  const { title, message } = publishFailure(error, t);
  return (
    <Dialog
      title={title}
      role="alertdialog"
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <div className="weekbox-publish-error-message">{message}</div>
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
