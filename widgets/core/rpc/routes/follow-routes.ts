// website_mail's follow routes (Odoo 17), typed as Odoo answers them; the
// follow widget's addon (website_mail_follow_widget) checks their params and
// limits public follows.
import * as v from "valibot";
import { int, positiveInt } from "@/core/rpc/routes/int-schema";
import { modelName } from "@/core/rpc/routes/model-name";

const recordId = v.pipe(positiveInt(), v.maxValue(2 ** 31 - 1));
/** Who asks: logged in or not, and the e-mail Odoo knows for them. */
const visitorSchema = v.object({ is_user: v.boolean(), email: v.union([v.string(), v.literal(false)]) });

export const followRoutes = {
  "/website_mail/is_follower": {
    /**
     * Every follow control of the page in one call, `{model: [ids]}` (Odoo
     * 17's, what the widget sends); or the spec's check of one record
     * (§7.1), `{model, res_id}`, which website_mail_follow_widget answers too.
     */
    params: v.union([
      v.strictObject({
        records: v.record(modelName, v.pipe(v.array(recordId), v.maxLength(200))),
      }),
      v.strictObject({ model: modelName, res_id: recordId }),
    ]),
    /**
     * For `records`: `[{is_user, email}, {model: [followed ids]}]`, whether
     * the visitor is logged in, the e-mail Odoo knows for them ("" when none;
     * false for an account without one) and, per model, the asked records
     * they follow. For `{model, res_id}`: `{is_user, email, is_follower}`.
     */
    result: v.union([
      v.tuple([visitorSchema, v.record(v.string(), v.array(int()))]),
      v.object({ ...visitorSchema.entries, is_follower: v.boolean() }),
    ]),
  },
  "/website_mail/follow": {
    /**
     * Follow (`message_is_follower: "off"`, the current state) or unfollow
     * ("on"); a visitor's `email` (false for a logged-in user). Answers the
     * new state.
     */
    params: v.strictObject({
      id: recordId,
      object: modelName,
      message_is_follower: v.picklist(["on", "off"]),
      email: v.union([v.pipe(v.string(), v.maxLength(254)), v.literal(false)]),
    }),
    result: v.boolean(),
  },
} as const;
