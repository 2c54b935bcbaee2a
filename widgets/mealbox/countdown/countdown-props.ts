import * as v from "valibot";

/** `data-props` of a countdown mount point: none yet (the server knows the cut-off). */
export const countdownProps = v.object({});

export type CountdownProps = v.InferOutput<typeof countdownProps>;
