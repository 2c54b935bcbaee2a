import { useState } from "react";
import { isAbort } from "@/core/rpc/rpc-errors";
import { archiveToken } from "../api/archive-token";
import { fetchLinkedRecords, type LinkedRecord } from "../api/fetch-linked-records";
import type { PaymentOption } from "../payment-form-props";
import type { PaymentFlowKit } from "./payment-flow-kit";

export type DeleteCardFlow = {
  /** A card linked to records, waiting for "Confirm Deletion". */
  pendingDelete: { option: PaymentOption; records: LinkedRecord[] } | null;
  requestDelete: (option: PaymentOption) => Promise<void>;
  confirmDelete: () => Promise<void>;
  cancelDelete: () => void;
};

/**
 * Deleting a saved card (spec §8.4): at once when nothing is linked to it,
 * after a confirmation listing the linked records otherwise. Odoo archives it.
 */
export function useDeleteCard(kit: PaymentFlowKit, removeOption: (optionId: string) => void): DeleteCardFlow {
  const [pendingDelete, setPendingDelete] = useState<DeleteCardFlow["pendingDelete"]>(null);

  const archive = async (option: PaymentOption) => {
    kit.begin("delete", option.id);
    try {
      await archiveToken(kit.call, option.tokenId ?? 0);
    } catch (error) {
      if (isAbort(error)) return;
      kit.showError(kit.errors.deleteFailed());
      return;
    }
    removeOption(option.id);
  };

  const requestDelete = async (option: PaymentOption) => {
    const tokenId = option.tokenId;
    if (tokenId === null) return;
    await kit.run(async () => {
      kit.clearError();
      kit.begin("delete", option.id);
      let records;
      try {
        records = await fetchLinkedRecords(kit.call, tokenId);
      } catch (error) {
        if (isAbort(error)) return;
        kit.showError(kit.errors.linkedRecordsFailed(error));
        return;
      }
      if (records.length > 0) {
        setPendingDelete({ option, records });
        return;
      }
      await archive(option);
    });
  };

  const confirmDelete = async () => {
    const pending = pendingDelete;
    setPendingDelete(null);
    if (pending) await kit.run(() => archive(pending.option));
  };

  return { pendingDelete, requestDelete, confirmDelete, cancelDelete: () => setPendingDelete(null) };
}
