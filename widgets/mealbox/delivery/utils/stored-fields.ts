// The step's fields a reload must keep. The server keeps the date and the
// "individual" tick only once the order is prepared for payment (/add/details),
// and the remark only as the step saves it: the tab's sessionStorage keeps what
// the visitor last chose, per order, and the step restores it on load.

export type StoredFields = {
  homeDate?: string;
  pickupDate?: string;
  remark?: string;
  isIndividual?: boolean;
};

const PREFIX = "weekbox.mealbox-delivery.";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    // Storage disabled (privacy settings): nothing is kept, nothing breaks.
    return null;
  }
}

/** What the visitor chose for order `orderId` in this tab; {} when nothing (or nothing readable). */
export function readStoredFields(orderId: number): StoredFields {
  try {
    const raw = storage()?.getItem(PREFIX + orderId);
    const value: unknown = raw ? JSON.parse(raw) : null;
    if (!value || typeof value !== "object") return {};
    const { homeDate, pickupDate, remark, isIndividual } = value as Record<string, unknown>;
    return {
      ...(typeof homeDate === "string" ? { homeDate } : {}),
      ...(typeof pickupDate === "string" ? { pickupDate } : {}),
      ...(typeof remark === "string" ? { remark } : {}),
      ...(typeof isIndividual === "boolean" ? { isIndividual } : {}),
    };
  } catch {
    return {};
  }
}

export function writeStoredFields(orderId: number, fields: StoredFields): void {
  try {
    storage()?.setItem(PREFIX + orderId, JSON.stringify(fields));
  } catch {
    // Full or disabled: the fields are kept on screen, not across a reload.
  }
}
