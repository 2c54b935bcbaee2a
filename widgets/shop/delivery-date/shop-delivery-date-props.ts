import * as z from "zod/mini";

/** `data-props` of /shop/payment's delivery date and time (#delivery_date, spec §2.5). */
export const shopDeliveryDateProps = z.object({
  /** The visitor's cart (the server refuses any other order). */
  orderId: z.int().check(z.positive()),
});

export type ShopDeliveryDateProps = z.infer<typeof shopDeliveryDateProps>;
