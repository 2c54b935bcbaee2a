import * as v from "valibot";
import { positiveInt } from "@/core/rpc/routes/int-schema";
import { quoteStateSchema } from "@/core/rpc/routes/quotation-routes";

/**
 * `data-props` of the quotation's lines (website_sale_quotation_widget:
 * sale.order._prepare_weekbox_quote_props).
 */
export const quotationLinesProps = v.object({
  orderId: positiveInt(),
  /** The order's access token ("" for a visitor who sees it logged in). */
  token: v.fallback(v.string(), ""),
  quote: quoteStateSchema,
});

export type QuotationLinesProps = v.InferOutput<typeof quotationLinesProps>;
