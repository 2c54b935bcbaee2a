// The lazily loaded chunk of a quotation's total outside its lines.
import { defineWidget } from "@/core/mount/widget-registry";
import { QuotationTotal } from "./components/quotation-total";
import { quotationTotalProps } from "./quotation-total-props";

export default defineWidget(QuotationTotal, quotationTotalProps);
