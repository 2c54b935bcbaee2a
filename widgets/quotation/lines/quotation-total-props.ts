import * as v from "valibot";
import { positiveInt } from "@/core/rpc/routes/int-schema";
import { currencyInfoSchema } from "@/core/rpc/routes/mealbox-schemas";

/** `data-props` of a quotation's total beside its lines (sale.order._prepare_weekbox_quote_total_props). */
export const quotationTotalProps = v.object({
  orderId: positiveInt(),
  amountTotal: v.number(),
  currency: currencyInfoSchema,
});

export type QuotationTotalProps = v.InferOutput<typeof quotationTotalProps>;
