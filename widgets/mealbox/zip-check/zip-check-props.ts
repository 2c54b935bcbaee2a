import * as z from "zod/mini";

/** `data-props` of a zip check mount point. */
export const zipCheckProps = z.object({
  /**
   * Where a deliverable zip code leads: a URL whose #fragment names the section
   * to reveal (its heading receives focus). Default "/#your-box", the box
   * configurator of the home page.
   */
  target: z.optional(z.string().check(z.minLength(1), z.maxLength(500))),
});

export type ZipCheckProps = z.infer<typeof zipCheckProps>;
