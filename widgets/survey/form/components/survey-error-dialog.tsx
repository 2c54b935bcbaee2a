import { useTranslate } from "@/core/i18n/use-translate";
import { Dialog } from "@/ui/dialog";

/**
 * A failed request (spec §8.5): what went wrong, in a dialog; closing it
 * gives the form back as it was, to try again. Its own chunk: most visitors
 * never see it.
 */
export default function SurveyErrorDialog({ message, onClose }: { message: string; onClose: () => void }) {
  const t = useTranslate();
  return (
    <Dialog
      title={t("A problem has occurred")}
      role="alertdialog"
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {(close) => (
        <>
          <p>{message}</p>
          <div className="d-flex justify-content-end">
            <button type="button" className="btn btn-primary" onClick={close}>
              {t("OK")}
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}
