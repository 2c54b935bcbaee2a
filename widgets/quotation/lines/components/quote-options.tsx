import { Button } from "react-aria-components/Button";
import { useTranslate } from "@/core/i18n/use-translate";
import type { QuoteOption } from "@/core/rpc/routes/quotation-routes";

type QuoteOptionsProps = {
  options: readonly QuoteOption[];
  money: (amount: number) => string;
  /** A change of the quotation is on its way. */
  busy: boolean;
  onAdd: (optionId: number) => void;
};

/** The options the quotation can still add (sale_management's "Options"): one press adds one. */
export function QuoteOptions({ options, money, busy, onAdd }: QuoteOptionsProps) {
  const t = useTranslate();
  return (
    <section className="weekbox-quote-options">
      {/* The quotation's table of contents lists a widget's heading by its id (quotation-toc). */}
      <h3 id="quote_options">{t("Options")}</h3>
      <table className="table table-sm">
        <thead>
          <tr>
            <th className="text-start">{t("Product")}</th>
            <th className="text-end">{t("Unit Price")}</th>
            <th>
              <span className="visually-hidden">{t("Add to order")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {options.map((option) => (
            <tr key={option.id}>
              <td>{option.name}</td>
              <td className="text-end">
                {option.discount ? (
                  <>
                    <s className="text-danger me-2">{money(option.price_unit)}</s>
                    {money((1 - option.discount / 100) * option.price_unit)}
                  </>
                ) : (
                  money(option.price_unit)
                )}
              </td>
              <td className="text-center">
                <Button
                  className="btn btn-secondary btn-sm o_no_wait_lazy_js"
                  isDisabled={busy}
                  onPress={() => onAdd(option.id)}
                >
                  <span className="fa fa-shopping-cart me-1" aria-hidden="true" />
                  {t("Add {product}", { product: option.name })}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
