// The lazily loaded chunk of the quotation-toc widget: component + props schema.
// It calls no route; its CSS loads with the chunk.
import "./quotation-toc.css";
import { defineWidget } from "@/core/mount/widget-registry";
import { QuotationToc } from "./components/quotation-toc";
import { quotationTocProps } from "./quotation-toc-props";

export default defineWidget(QuotationToc, quotationTocProps);
