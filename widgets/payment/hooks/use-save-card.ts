import { goTo, reloadPage } from "../utils/page-navigation";
import { untilPageLeaves, type PaymentFlowKit } from "./payment-flow-kit";
import { tokeniseCard } from "./tokenise-card";

export type SaveCardFlow = {
  /** "Add payment method" on the payment methods page. */
  add: () => Promise<void>;
};

/** Saving a new card (spec §4.4): tokenised with a validity check, then back to the page. */
export function useSaveCard(kit: PaymentFlowKit): SaveCardFlow {
  const add = () =>
    kit.run(async () => {
      kit.clearError();
      const option = kit.selected;
      if (!option || option.kind !== "new_card") {
        kit.showError(kit.errors.noNewCardOptionSelected(), option);
        return;
      }
      if (!kit.card.validateAll()) return;
      kit.begin("add", option.id);
      const tokenId = await tokeniseCard(kit, option, { adding: true });
      if (tokenId === null) return;
      if (kit.props.returnUrl) goTo(kit.props.returnUrl);
      else reloadPage();
      await untilPageLeaves();
    });
  return { add };
}
