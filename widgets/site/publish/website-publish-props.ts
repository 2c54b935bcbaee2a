import * as v from "valibot";
import { positiveInt } from "@/core/rpc/routes/int-schema";

const localPath = v.pipe(v.string(), v.regex(/^\/(?!\/)/, "not a path of this site"));

/** `data-props` of the staff's bar (website_publish_widget: website._prepare_weekbox_staff_bar_props). */
export const websitePublishProps = v.object({
  /** The website editor on this page (`/@/<path>`). */
  editorUrl: localPath,
  /** The page's record when the user may publish it. */
  record: v.fallback(
    v.nullable(
      v.object({
        id: positiveInt(),
        model: v.string(),
        name: v.string(),
        published: v.boolean(),
        backOfficeUrl: localPath,
      }),
    ),
    null,
  ),
});

export type WebsitePublishProps = v.InferOutput<typeof websitePublishProps>;
export type PublishableRecord = NonNullable<WebsitePublishProps["record"]>;
