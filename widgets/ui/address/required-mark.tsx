import { useTranslate } from "@/core/i18n/use-translate";

/** After a field's label: " *" when required (read out by the field itself), "(optional)" otherwise. */
export function RequiredMark({ isRequired }: { isRequired: boolean }) {
  const t = useTranslate();
  if (isRequired) {
    return (
      <span aria-hidden="true" className="weekbox-address-required">
        {" *"}
      </span>
    );
  }
  return <span className="weekbox-address-optional"> {t("(optional)")}</span>;
}
