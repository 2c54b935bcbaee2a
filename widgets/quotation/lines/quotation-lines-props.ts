import * as z from "zod/mini";
import { quoteStateSchema } from "@/core/rpc/routes/quotation-routes";

/**
 * `data-props` of the quotation's lines (website_sale_quotation_widget:
 * sale.order._prepare_weekbox_quote_props).
 */
export const quotationLinesProps = z.object({
  orderId: z.int().check(z.positive()),
  /** The order's access token ("" for a visitor who sees it logged in). */
  token: z.catch(z.string(), ""),
  quote: quoteStateSchema,
});

export type QuotationLinesProps = z.infer<typeof quotationLinesProps>;
