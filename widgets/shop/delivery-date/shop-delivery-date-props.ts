import * as v from "valibot";
import { int } from "@/core/rpc/routes/int-schema";

/** `data-props` of /shop/payment's delivery date and time (#delivery_date, spec §2.5). */
export const shopDeliveryDateProps = v.object({
  /** The visitor's cart (the server refuses any other order). */
  orderId: v.pipe(int(), v.minValue(1)),
});

export type ShopDeliveryDateProps = v.InferOutput<typeof shopDeliveryDateProps>;
