// What the customer typed in the contract form, kept in the tab's sessionStorage:
// adding a card with the payment form below the contract form reloads the page
// (the provider's own tokenisation), and the form must come back as it was. One
// draft per tab, for the wizard's box it was made for; gone once the form is sent.
import * as v from "valibot";
import { int } from "@/core/rpc/routes/int-schema";
import type { ContractValues } from "./contract-values";

export const DRAFT_KEY = "weekbox.subscription-form";

const storedDraft = v.object({
  orderId: int(),
  values: v.object({
    box: v.string(),
    mode: v.picklist(["delivery", "pick_store"]),
    addressId: int(),
    storeId: int(),
    weekday: v.nullable(v.pipe(int(), v.minValue(0), v.maxValue(6))),
    startWeek: v.string(),
    tokenId: int(),
    consent: v.boolean(),
    dietIds: v.array(int()),
  }),
  /** The cards listed when it was saved: a card not among them is the one just added. */
  cardIds: v.array(int()),
});

export type StoredDraft = v.InferOutput<typeof storedDraft>;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage refused (privacy settings): the form simply starts afresh
  }
}

/** The draft of this tab for the box `orderId` (0: from the portal), or null. */
export function readDraft(orderId: number): StoredDraft | null {
  try {
    const raw = storage()?.getItem(DRAFT_KEY);
    const parsed = raw ? v.safeParse(storedDraft, JSON.parse(raw)) : null;
    return parsed?.success && parsed.output.orderId === orderId ? parsed.output : null;
  } catch {
    return null;
  }
}

export function saveDraft(orderId: number, values: ContractValues, cardIds: number[]): void {
  try {
    storage()?.setItem(DRAFT_KEY, JSON.stringify({ orderId, values, cardIds } satisfies StoredDraft));
  } catch {
    // full or refused: nothing is lost but the convenience
  }
}

export function clearDraft(): void {
  try {
    storage()?.removeItem(DRAFT_KEY);
  } catch {
    // refused: nothing stored either
  }
}
