import * as z from "zod/mini";

const localPath = z.string().check(z.regex(/^\/(?!\/)/, "not a path of this site"));

/** `data-props` of the staff's bar (website_publish_widget: website._prepare_weekbox_staff_bar_props). */
export const websitePublishProps = z.object({
  /** The website editor on this page (`/@/<path>`). */
  editorUrl: localPath,
  /** The page's record when the user may publish it. */
  record: z.catch(
    z.nullable(
      z.object({
        id: z.int().check(z.positive()),
        model: z.string(),
        name: z.string(),
        published: z.boolean(),
        backOfficeUrl: localPath,
      }),
    ),
    null,
  ),
});

export type WebsitePublishProps = z.infer<typeof websitePublishProps>;
export type PublishableRecord = NonNullable<WebsitePublishProps["record"]>;
