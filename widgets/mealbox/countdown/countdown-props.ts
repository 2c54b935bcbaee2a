import * as z from "zod/mini";

/** `data-props` of a countdown mount point: none yet (the server knows the cut-off). */
export const countdownProps = z.object({});

export type CountdownProps = z.infer<typeof countdownProps>;
