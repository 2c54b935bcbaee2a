import { useCallback, useRef, useState } from "react";
import { createSerialQueue } from "@/core/data/serial-queue";
import type { AddressMode } from "@/core/rpc/routes/address-routes";
import { updateCartAddress } from "../api/update-cart-address";

export type CartAddressChoice = {
  /** The card shown as chosen (at once when clicked). */
  selectedId: number | null;
  /** A choice is being sent. */
  isSaving: boolean;
  /** The last choice was refused: the card the cart still has is shown again. */
  failed: boolean;
  choose: (partnerId: number) => void;
  dismissError: () => void;
};

/**
 * The cart's address of one mode: a choice shows at once and is sent to Odoo,
 * choices one after the other (the last one wins, as on the server); a refused
 * choice gives the card back to the cart's actual address.
 */
export function useCartAddressChoice(
  mode: AddressMode,
  csrfToken: string,
  initialId: number | null,
): CartAddressChoice {
  const [selectedId, setSelectedId] = useState(initialId);
  const [pending, setPending] = useState(0);
  const [failed, setFailed] = useState(false);
  const queue = useRef(createSerialQueue());
  // What the server has: where a refused choice goes back to.
  const saved = useRef(initialId);
  const latest = useRef(0);

  const choose = useCallback(
    (partnerId: number) => {
      const attempt = ++latest.current;
      setSelectedId(partnerId);
      setFailed(false);
      setPending((count) => count + 1);
      queue.current
        .run(() => updateCartAddress({ partnerId, mode, csrfToken }))
        .then(
          () => {
            saved.current = partnerId;
          },
          () => {
            if (attempt !== latest.current) return;
            setSelectedId(saved.current);
            setFailed(true);
          },
        )
        .finally(() => setPending((count) => count - 1));
    },
    [mode, csrfToken],
  );
  const dismissError = useCallback(() => setFailed(false), []);
  return { selectedId, isSaving: pending > 0, failed, choose, dismissError };
}
