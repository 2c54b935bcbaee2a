import * as v from "valibot";

/** `data-props` of a zip check mount point. */
export const zipCheckProps = v.object({
  /**
   * Where a deliverable zip code leads: a URL whose #fragment names the section
   * to reveal (its heading receives focus). Default "/#your-box", the box
   * configurator of the home page.
   */
  target: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(500))),
});

export type ZipCheckProps = v.InferOutput<typeof zipCheckProps>;
