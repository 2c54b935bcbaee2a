import { Button } from "react-aria-components/Button";
import { useMoney } from "@/core/format/use-money";
import { useTranslate } from "@/core/i18n/use-translate";
import type { QuotationLinesProps } from "../quotation-lines-props";
import { sectionSubtotals } from "../utils/section-subtotals";
import { useQuoteChanges } from "../utils/use-quote-changes";
import { LineQuantity } from "./line-quantity";
import { QuoteOptions } from "./quote-options";
import { QuoteTotals } from "./quote-totals";

function percent(discount: number): string {
  return `${discount % 1 ? discount : Math.round(discount)}%`;
}

/**
 * A quotation's lines (spec §2.4), as Odoo's table shows them, where the
 * optional products' quantities change with − / + / a typed quantity and
 * their lines can be removed; the totals (untaxed, taxes, total) and the
 * options to add. Every number comes from the server's answer.
 */
export function QuotationLines({ orderId, token, quote: initial }: QuotationLinesProps) {
  const t = useTranslate();
  const { quote, error, busy, revision, changeLine, addOption } = useQuoteChanges(orderId, token, initial);
  const money = useMoney(quote.currency);
  const subtotals = sectionSubtotals(quote.lines);
  const showDiscount = quote.lines.some((line) => line.discount > 0);
  const showRemove = quote.editable && quote.lines.some((line) => line.editable);

  return (
    <div className="weekbox-quotation-lines">
      <div role="status" aria-live="polite" className="weekbox-quote-status">
        {error ? <div className="alert alert-danger mb-2">{error}</div> : null}
      </div>
      <div className="table-responsive">
        <table className="table table-sm" id="weekbox_quote_lines">
          <thead className="bg-100">
            <tr>
              <th className="text-start">{t("Products")}</th>
              <th className="text-end">{t("Quantity")}</th>
              <th className="text-end d-none d-sm-table-cell">{t("Unit Price")}</th>
              {showDiscount ? <th className="text-end d-none d-sm-table-cell">{t("Disc.%")}</th> : null}
              <th className="text-end d-none d-md-table-cell">{t("Taxes")}</th>
              <th className="text-end">{t("Amount")}</th>
              {showRemove ? (
                <th>
                  <span className="visually-hidden">{t("Remove")}</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {quote.lines.map((line) => {
              const subtotal = subtotals.get(line.id);
              return [
                line.kind === "product" ? (
                  <tr key={line.id} data-line-id={line.id}>
                    <td>{line.name}</td>
                    <td className="text-end">
                      {line.editable ? (
                        <LineQuantity
                          productName={line.name}
                          quantity={line.quantity}
                          uom={line.uom}
                          wholeUnits={line.whole_units}
                          isBusy={busy}
                          revision={revision}
                          onChange={(change) => void changeLine(line.id, change)}
                        />
                      ) : (
                        <span>
                          {line.quantity} {line.uom}
                        </span>
                      )}
                    </td>
                    <td className="text-end d-none d-sm-table-cell">{money(line.price_unit)}</td>
                    {showDiscount ? (
                      <td className="text-end d-none d-sm-table-cell">
                        {line.discount > 0 ? percent(line.discount) : null}
                      </td>
                    ) : null}
                    <td className="text-end d-none d-md-table-cell">{line.taxes}</td>
                    <td className="text-end weekbox-quote-line-subtotal">
                      {line.is_downpayment ? null : money(line.price_subtotal)}
                    </td>
                    {showRemove ? (
                      <td className="text-center">
                        {line.editable ? (
                          <Button
                            className="btn btn-link p-0 o_no_wait_lazy_js"
                            aria-label={t("Remove {product}", { product: line.name })}
                            isDisabled={busy}
                            onPress={() => void changeLine(line.id, { unlink: true })}
                          >
                            <span className="fa fa-trash-o" aria-hidden="true" />
                          </Button>
                        ) : null}
                      </td>
                    ) : null}
                  </tr>
                ) : (
                  <tr
                    key={line.id}
                    className={
                      line.kind === "line_section"
                        ? "bg-200 fw-bold o_line_section"
                        : "fst-italic o_line_note"
                    }
                  >
                    <td colSpan={99}>{line.name}</td>
                  </tr>
                ),
                subtotal === undefined ? null : (
                  <tr key={`subtotal-${line.id}`} className="is-subtotal text-end">
                    <td colSpan={99}>
                      <strong className="me-3">{t("Subtotal")}</strong>
                      {money(subtotal)}
                    </td>
                  </tr>
                ),
              ];
            })}
          </tbody>
        </table>
      </div>
      <QuoteTotals quote={quote} />
      {quote.editable && quote.options.length > 0 ? (
        <QuoteOptions options={quote.options} money={money} busy={busy} onAdd={(id) => void addOption(id)} />
      ) : null}
    </div>
  );
}
