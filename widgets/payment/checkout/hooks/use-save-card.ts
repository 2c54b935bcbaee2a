import { goTo, reloadPage } from "@/core/page/page-navigation";
import { untilPageLeaves, type PaymentFlowKit } from "./payment-flow-kit";
import { runInlineFlow } from "./run-inline-flow";
import { tokeniseCard } from "./tokenise-card";

export type SaveCardFlow = {
  /** "Add payment method" on the payment methods page. */
  add: () => Promise<void>;
};

/**
 * Saving a new card (spec §4.4): tokenised with a validity check, then back to
 * the page; or, for an inline option, saved by Odoo's own form.
 */
export function useSaveCard(kit: PaymentFlowKit): SaveCardFlow {
  const add = () =>
    kit.run(async (signal) => {
      kit.clearError();
      const option = kit.selected;
      if (!option || (option.kind !== "new_card" && option.kind !== "inline")) {
        kit.showError(kit.errors.noNewCardOptionSelected(), option);
        return;
      }
      if (option.kind === "inline") {
        await runInlineFlow(kit, option, "add", signal);
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
