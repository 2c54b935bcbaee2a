import * as v from "valibot";
import { positiveInt } from "@/core/rpc/routes/int-schema";
import { modelName } from "@/core/rpc/routes/model-name";

/** `data-props` of a follow control (website_mail_follow_widget: website._prepare_weekbox_follow_props). */
export const websiteFollowProps = v.object({
  /** The followed record. */
  id: positiveInt(),
  model: modelName,
  /** Whether the visitor followed it when the page was rendered. */
  following: v.boolean(),
  /** Odoo's `?unsubscribe` (its e-mails' links): unfollowed with no e-mail given counts as followed. */
  unsubscribe: v.boolean(),
  /** A public visitor: the control asks their e-mail. */
  emailField: v.boolean(),
});

export type WebsiteFollowProps = v.InferOutput<typeof websiteFollowProps>;
