import * as z from "zod/mini";
import { currencyInfoSchema } from "@/core/rpc/routes/mealbox-schemas";

/** `data-props` of a quotation's total beside its lines (sale.order._prepare_weekbox_quote_total_props). */
export const quotationTotalProps = z.object({
  orderId: z.int().check(z.positive()),
  amountTotal: z.number(),
  currency: currencyInfoSchema,
});

export type QuotationTotalProps = z.infer<typeof quotationTotalProps>;
