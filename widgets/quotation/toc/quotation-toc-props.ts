import * as v from "valibot";

/** `data-props` of the quotation's table of contents (website_sale_quotation_widget's template). */
export const quotationTocProps = v.object({
  /** The content whose headings it lists. */
  contentSelector: v.fallback(v.pipe(v.string(), v.minLength(1), v.maxLength(200)), "#quote_content"),
});

export type QuotationTocProps = v.InferOutput<typeof quotationTocProps>;
