import * as z from "zod/mini";

/** `data-props` of the quotation's table of contents (website_sale_quotation_widget's template). */
export const quotationTocProps = z.object({
  /** The content whose headings it lists. */
  contentSelector: z.catch(z.string().check(z.minLength(1), z.maxLength(200)), "#quote_content"),
});

export type QuotationTocProps = z.infer<typeof quotationTocProps>;
