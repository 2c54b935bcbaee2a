import * as v from "valibot";

/** `data-props` of the sign-up form's submit button (website_weekbox_site.signup). */
export const siteSignupProps = v.object({
  /** The button's text as the page's template says it (translated by Odoo). */
  label: v.fallback(v.string(), ""),
});

export type SiteSignupProps = v.InferOutput<typeof siteSignupProps>;
