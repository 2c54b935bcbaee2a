import * as v from "valibot";
import { positiveInt } from "@/core/rpc/routes/int-schema";

/** `data-props` of /shop/payment's delivery date and time (#delivery_date, spec §2.5). */
export const shopDeliveryDateProps = v.object({
  /** The visitor's cart (the server refuses any other order). */
  orderId: positiveInt(),
});

export type ShopDeliveryDateProps = v.InferOutput<typeof shopDeliveryDateProps>;
