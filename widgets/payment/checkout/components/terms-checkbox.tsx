import { useTranslate } from "@/core/i18n/use-translate";
import { Checkbox, Link } from "@/ui/upgrade/controls";

export type TermsCheckboxProps = {
  /** The terms and conditions page, opened in a new tab. */
  url: string;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  isDisabled?: boolean;
};

/**
 * "I agree to the terms and conditions" (spec §2.5, §5.2: Pay waits for it),
 * with a link to the terms. The link sits beside the checkbox, not in its
 * label: following it never ticks the box.
 */
export function TermsCheckbox({ url, isSelected, onChange, isDisabled }: TermsCheckboxProps) {
  const t = useTranslate();
  return (
    <div className="weekbox-payment-terms" data-testid="payment-terms">
      <Checkbox
        className="weekbox-checkbox weekbox-payment-terms-checkbox"
        isSelected={isSelected}
        onChange={onChange}
        isDisabled={isDisabled ?? false}
      >
        <span className="weekbox-checkbox-box" aria-hidden="true">
          {isSelected ? "✓" : ""}
        </span>
        {t("I agree to the terms and conditions")}
      </Checkbox>
      <Link className="weekbox-payment-terms-link" href={url} target="_blank" rel="noopener">
        {t("Read the terms and conditions")}{" "}
        <span className="weekbox-payment-terms-hint">{t("(opens in a new tab)")}</span>
      </Link>
    </div>
  );
}
