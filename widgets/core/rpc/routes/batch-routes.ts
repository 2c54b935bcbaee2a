// The batch envelope (spec-free, ours): read-only routes the route map marks
// `batchable`, asked for within the same moment, travel as one POST. Each
// answer is what that route would have answered alone: its result, or its
// error shaped like Odoo's JSON-RPC error (never with a traceback).
import * as v from "valibot";
import { int } from "@/core/rpc/routes/int-schema";
import { MAX_BATCH_CALLS } from "@/core/rpc/batch-limit";

const batchCallSchema = v.strictObject({
  /** The route's path as in the route map (no language prefix: the batch URL carries it). */
  route: v.string(),
  /** The route's own params, checked by the route as if it were called alone. */
  params: v.record(v.string(), v.unknown()),
});

const batchErrorSchema = v.object({
  code: int(),
  message: v.string(),
  data: v.object({ name: v.string(), message: v.string(), arguments: v.array(v.unknown()) }),
});

/** One call's answer, in the order of the calls. */
const batchAnswerSchema = v.union([
  v.strictObject({ result: v.unknown() }),
  v.strictObject({ error: batchErrorSchema }),
]);

export const batchRoutes = {
  "/weekbox/batch": {
    params: v.strictObject({
      calls: v.pipe(v.array(batchCallSchema), v.minLength(1), v.maxLength(MAX_BATCH_CALLS)),
    }),
    result: v.array(batchAnswerSchema),
  },
} as const;

export type BatchCall = v.InferOutput<typeof batchCallSchema>;
export type BatchAnswer = v.InferOutput<typeof batchAnswerSchema>;
