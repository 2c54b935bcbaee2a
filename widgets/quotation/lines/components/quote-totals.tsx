import { useMoney } from "@/core/format/use-money";
import { useTranslate } from "@/core/i18n/use-translate";
import type { QuoteState } from "@/core/rpc/routes/quotation-routes";

/** The order's totals (spec §2.4): untaxed, taxes, total, as the server answered them. */
export function QuoteTotals({ quote }: { quote: QuoteState }) {
  const t = useTranslate();
  const money = useMoney(quote.currency);
  return (
    <div className="weekbox-quote-totals col-12 col-md-5 ms-auto">
      <table className="table table-sm">
        <tbody>
          <tr>
            <th scope="row">{t("Untaxed Amount")}</th>
            <td className="text-end" data-total="untaxed">
              {money(quote.amount_untaxed)}
            </td>
          </tr>
          <tr>
            <th scope="row">{t("Taxes")}</th>
            <td className="text-end" data-total="tax">
              {money(quote.amount_tax)}
            </td>
          </tr>
          <tr className="fw-bold">
            <th scope="row">{t("Total")}</th>
            <td className="text-end" data-total="total">
              {money(quote.amount_total)}
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
