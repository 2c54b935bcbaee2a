// The quotation's total shows in more places than its lines (the sidebar, the
// signature dialog): each is a quotation-total island, told of a new total by
// a window event (islands share no React tree).
export const QUOTE_TOTAL_EVENT = "weekbox:quote-total";

export type QuoteTotalDetail = { orderId: number; amountTotal: number };

export function announceQuoteTotal(detail: QuoteTotalDetail): void {
  window.dispatchEvent(new CustomEvent<QuoteTotalDetail>(QUOTE_TOTAL_EVENT, { detail }));
}
