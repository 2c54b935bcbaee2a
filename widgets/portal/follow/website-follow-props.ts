import * as z from "zod/mini";
import { modelName } from "@/core/rpc/routes/model-name";

/** `data-props` of a follow control (website_mail_follow_widget: website._prepare_weekbox_follow_props). */
export const websiteFollowProps = z.object({
  /** The followed record. */
  id: z.int().check(z.positive()),
  model: modelName,
  /** Whether the visitor followed it when the page was rendered. */
  following: z.boolean(),
  /** Odoo's `?unsubscribe` (its e-mails' links): unfollowed with no e-mail given counts as followed. */
  unsubscribe: z.boolean(),
  /** A public visitor: the control asks their e-mail. */
  emailField: z.boolean(),
});

export type WebsiteFollowProps = z.infer<typeof websiteFollowProps>;
