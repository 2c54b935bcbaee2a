import * as v from "valibot";
import { positiveInt } from "@/core/rpc/routes/int-schema";

/** `data-props` of the quotation's signature form (sale.order._prepare_weekbox_signature_props). */
export const signatureFormProps = v.object({
  orderId: positiveInt(),
  /** The order's access token ("" when the visitor is logged in). */
  accessToken: v.fallback(v.string(), ""),
  defaultName: v.fallback(v.string(), ""),
  sendLabel: v.fallback(v.pipe(v.string(), v.minLength(1)), "Accept & Sign"),
});

export type SignatureFormProps = v.InferOutput<typeof signatureFormProps>;
