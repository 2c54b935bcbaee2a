import { useTranslate } from "@/core/i18n/use-translate";
import { Button } from "@/ui/button";
import { Dialog } from "@/ui/dialog";
import type { LinkedRecord } from "../api/fetch-linked-records";

export type DeleteTokenDialogProps = {
  /** Open while set: the records the card is linked to. */
  records: readonly LinkedRecord[] | null;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Deleting a card linked to records needs a confirmation (spec §8.4). */
export function DeleteTokenDialog({ records, onConfirm, onCancel }: DeleteTokenDialogProps) {
  const t = useTranslate();
  return (
    <Dialog
      title={t("Warning!")}
      role="alertdialog"
      isOpen={records !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      {(close) => (
        <>
          <p>{t("This card is currently linked to the following records:")}</p>
          <ul className="weekbox-payment-linked-records">
            {(records ?? []).map((record) => (
              <li key={`${record.url} ${record.name}`}>
                <a href={record.url} title={record.description}>
                  {record.name}
                </a>
              </li>
            ))}
          </ul>
          <div className="weekbox-payment-dialog-actions">
            <Button
              variant="danger"
              onPress={() => {
                onConfirm();
              }}
            >
              {t("Confirm Deletion")}
            </Button>
            <Button variant="secondary" onPress={close}>
              {t("Cancel")}
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}
