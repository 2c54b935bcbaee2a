// The batch envelope (spec-free, ours): read-only routes the route map marks
// `batchable`, asked for within the same moment, travel as one POST. Each
// answer is what that route would have answered alone: its result, or its
// error shaped like Odoo's JSON-RPC error (never with a traceback).
import * as z from "zod/mini";
import { MAX_BATCH_CALLS } from "@/core/rpc/batch-limit";

const batchCallSchema = z.strictObject({
  /** The route's path as in the route map (no language prefix: the batch URL carries it). */
  route: z.string(),
  /** The route's own params, checked by the route as if it were called alone. */
  params: z.record(z.string(), z.unknown()),
});

const batchErrorSchema = z.object({
  code: z.int(),
  message: z.string(),
  data: z.object({ name: z.string(), message: z.string(), arguments: z.array(z.unknown()) }),
});

/** One call's answer, in the order of the calls. */
const batchAnswerSchema = z.union([
  z.strictObject({ result: z.unknown() }),
  z.strictObject({ error: batchErrorSchema }),
]);

export const batchRoutes = {
  "/weekbox/batch": {
    params: z.strictObject({
      calls: z.array(batchCallSchema).check(z.minLength(1), z.maxLength(MAX_BATCH_CALLS)),
    }),
    result: z.array(batchAnswerSchema),
  },
} as const;

export type BatchCall = z.output<typeof batchCallSchema>;
export type BatchAnswer = z.output<typeof batchAnswerSchema>;
