import * as z from "zod/mini";

/** `data-props` of the sign-up form's submit button (website_weekbox_site.signup). */
export const siteSignupProps = z.object({
  /** The button's text as the page's template says it (translated by Odoo). */
  label: z.catch(z.string(), ""),
});

export type SiteSignupProps = z.infer<typeof siteSignupProps>;
