// Routes of the shop catalogue widgets (/shop: search, sort, categories, layout):
// Odoo 17's own website and website_sale routes, typed as Odoo answers them.
// Odoo's autocomplete answers text as HTML (escaped text, the searched words
// wrapped in <span class="text-primary">): the result schema turns it into
// plain text here, at the network edge, so no widget ever holds Odoo's HTML.
import * as v from "valibot";
import { int, positiveInt } from "@/core/rpc/routes/int-schema";

/** A piece of a text: `match` when Odoo highlighted it (it matches the searched words). */
export type TextPart = { text: string; match: boolean };

/** A text Odoo sent as HTML, as plain text and as its highlighted pieces. */
export type MatchedText = { text: string; parts: TextPart[] };

const HIGHLIGHT_CLASS = "text-primary";
const HTML_SPACES = /[\t\n\f\r ]+/g;

// DOMParser's documents are inert: nothing in them runs or loads.
function htmlNodes(html: string): NodeListOf<ChildNode> {
  return new DOMParser().parseFromString(html, "text/html").body.childNodes;
}

/** Odoo's HTML of a text (escaped, `<br>` for line breaks) as plain text, whitespace collapsed. */
export function htmlToText(html: string): string {
  return htmlToMatchedText(html).text;
}

/**
 * Odoo's HTML of a matched text field as pieces of plain text: Odoo renders
 * each piece as a <span>, the matching ones with class "text-primary"
 * (website.search_text_with_highlight); anything else counts as unmatched text.
 */
export function htmlToMatchedText(html: string): MatchedText {
  const parts: TextPart[] = [];
  let text = "";
  for (const node of htmlNodes(html)) {
    const match =
      node.nodeType === Node.ELEMENT_NODE && (node as Element).classList.contains(HIGHLIGHT_CLASS);
    // HTML's white space (not the non-breaking one of amounts) collapses, as a browser shows it.
    let piece = (node.nodeName === "BR" ? " " : (node.textContent ?? "")).replace(HTML_SPACES, " ");
    if (text === "" || text.endsWith(" ")) piece = piece.replace(/^ /, "");
    if (!piece) continue;
    text += piece;
    const last = parts.at(-1);
    if (last && last.match === match) last.text += piece;
    else parts.push({ text: piece, match });
  }
  const last = parts.at(-1);
  if (last?.text.endsWith(" ")) {
    last.text = last.text.slice(0, -1);
    text = text.slice(0, -1);
    if (!last.text) parts.pop();
  }
  return { text, parts };
}

const htmlText = v.pipe(v.string(), v.transform(htmlToText));
const matchedHtmlText = v.pipe(v.string(), v.transform(htmlToMatchedText));

/** One suggestion of /website/snippet/autocomplete, in plain text ("" for a field the record has not). */
export const autocompleteResultSchema = v.object({
  /** The record's name; the searched words are marked. */
  name: matchedHtmlText,
  /** Its page (a path of this site). */
  website_url: htmlText,
  /** Products only (displayImage): the product's 128 px image. */
  image_url: v.optional(htmlText),
  /** With displayDescription: the sale description (products), the page's text (pages). */
  description: v.optional(matchedHtmlText),
  /** Products only (displayDetail): the price as the shop shows it, with its currency. */
  detail: v.optional(htmlText),
  /** Products only (displayDetail): the price before discount, "" when none. */
  detail_strike: v.optional(htmlText),
});

export type AutocompleteResult = v.InferOutput<typeof autocompleteResultSchema>;

export const catalogueRoutes = {
  "/website/snippet/autocomplete": {
    /**
     * website's search-box suggestions (website/controllers/main.py
     * `autocomplete`, the params of s_searchbar/000.js): the records of
     * `search_type` matching `term`, at most `limit` in all.
     */
    params: v.strictObject({
      /** "products" (the shop's box), "all" (the header's), "pages"... */
      search_type: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
      term: v.pipe(v.string(), v.minLength(1), v.maxLength(256)),
      /** The suggestions' order, e.g. "name asc". */
      order: v.pipe(v.string(), v.maxLength(64)),
      limit: v.pipe(positiveInt(), v.maxValue(100)),
      /** Texts are shortened to this many characters. */
      max_nb_chars: positiveInt(),
      /**
       * What to render (the display* flags Odoo reads unconditionally) and the
       * form's own params (category, tags, min_price...: they narrow the products).
       */
      options: v.objectWithRest(
        {
          displayImage: v.boolean(),
          displayDescription: v.boolean(),
          displayExtraLink: v.boolean(),
          displayDetail: v.boolean(),
          allowFuzzy: v.boolean(),
        },
        v.union([v.pipe(v.string(), v.maxLength(1024)), v.boolean()]),
      ),
    }),
    result: v.object({
      results: v.array(autocompleteResultSchema),
      /** How many records match in all (more than `results` when the limit cut them). */
      results_count: int(),
      /**
       * The word searched instead when `term` matched nothing (fuzzy search);
       * false when `term` matched, absent when nothing matched at all.
       */
      fuzzy_search: v.optional(v.union([v.string(), v.literal(false), v.null()])),
    }),
  },
  "/shop/save_shop_layout_mode": {
    /** website_sale's grid/list choice for /shop, kept in the session (answers nothing). */
    params: v.strictObject({ layout_mode: v.picklist(["grid", "list"]) }),
    result: v.null(),
  },
} as const;
