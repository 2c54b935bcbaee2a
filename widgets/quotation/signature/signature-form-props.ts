import * as z from "zod/mini";

/** `data-props` of the quotation's signature form (sale.order._prepare_weekbox_signature_props). */
export const signatureFormProps = z.object({
  orderId: z.int().check(z.positive()),
  /** The order's access token ("" when the visitor is logged in). */
  accessToken: z.catch(z.string(), ""),
  defaultName: z.catch(z.string(), ""),
  sendLabel: z.catch(z.string().check(z.minLength(1)), "Accept & Sign"),
});

export type SignatureFormProps = z.infer<typeof signatureFormProps>;
