// website_mail's follow routes (Odoo 17), typed as Odoo answers them; the
// follow widget's addon (website_mail_follow_widget) checks their params and
// limits public follows.
import * as z from "zod/mini";
import { modelName } from "@/core/rpc/routes/model-name";

const recordId = z.int().check(z.positive(), z.lte(2 ** 31 - 1));
/** Who asks: logged in or not, and the e-mail Odoo knows for them. */
const visitorSchema = z.object({ is_user: z.boolean(), email: z.union([z.string(), z.literal(false)]) });

export const followRoutes = {
  "/website_mail/is_follower": {
    /**
     * Every follow control of the page in one call, `{model: [ids]}` (Odoo
     * 17's, what the widget sends); or the spec's check of one record
     * (§7.1), `{model, res_id}`, which website_mail_follow_widget answers too.
     */
    params: z.union([
      z.strictObject({
        records: z.record(modelName, z.array(recordId).check(z.maxLength(200))),
      }),
      z.strictObject({ model: modelName, res_id: recordId }),
    ]),
    /**
     * For `records`: `[{is_user, email}, {model: [followed ids]}]`, whether
     * the visitor is logged in, the e-mail Odoo knows for them ("" when none;
     * false for an account without one) and, per model, the asked records
     * they follow. For `{model, res_id}`: `{is_user, email, is_follower}`.
     */
    result: z.union([
      z.tuple([visitorSchema, z.record(z.string(), z.array(z.int()))]),
      z.object({ ...visitorSchema.shape, is_follower: z.boolean() }),
    ]),
  },
  "/website_mail/follow": {
    /**
     * Follow (`message_is_follower: "off"`, the current state) or unfollow
     * ("on"); a visitor's `email` (false for a logged-in user). Answers the
     * new state.
     */
    params: z.strictObject({
      id: recordId,
      object: modelName,
      message_is_follower: z.enum(["on", "off"]),
      email: z.union([z.string().check(z.maxLength(254)), z.literal(false)]),
    }),
    result: z.boolean(),
  },
} as const;
