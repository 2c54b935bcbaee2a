import { linkedInPostUrl } from "./share-url";

/** The networks the legacy social-share popover offers when its element names none (spec §9.1: four). */
export const DEFAULT_SOCIAL_NETWORKS = ["facebook", "twitter", "linkedin", "whatsapp"] as const;

export type SocialNetwork = (typeof DEFAULT_SOCIAL_NETWORKS)[number];

/** `data-social="facebook,twitter"` → the known networks it names, in order; none named → the default four. */
export function socialNetworks(value: string | null | undefined): SocialNetwork[] {
  const named = (value ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter((name): name is SocialNetwork => (DEFAULT_SOCIAL_NETWORKS as readonly string[]).includes(name));
  return named.length ? [...new Set(named)] : [...DEFAULT_SOCIAL_NETWORKS];
}

export type SocialSharedPage = {
  /** `data-urlshare`, else the page's URL without its query and hash. */
  url: string;
  /** The document title; its part after " | " (the company) becomes a hashtag, as Odoo does. */
  documentTitle: string;
  /** The element's own hashtags, without "#". */
  hashtags: readonly string[];
};

function titleAndHashtags(page: SocialSharedPage): { title: string; tags: string[] } {
  const [title = "", company] = page.documentTitle.split(" | ");
  const tags = company ? [company.replace(/\s+/g, ""), ...page.hashtags] : [...page.hashtags];
  return { title, tags: [...new Set(tags.filter(Boolean))] };
}

/**
 * The network's share URL for the page, every network carrying the hashtags
 * it can: all of them in X's, WhatsApp's and LinkedIn's text (LinkedIn's
 * post composer: its share-offsite page takes none), one in Facebook's
 * `hashtag` (its sharer takes one): the element's first, the company's only
 * when the element has none.
 */
export function socialShareUrl(network: SocialNetwork, page: SocialSharedPage): string {
  const { title, tags } = titleAndHashtags(page);
  const hashtagText = tags.map((tag) => ` #${tag}`).join("");
  switch (network) {
    case "facebook": {
      const url = new URL("https://www.facebook.com/sharer/sharer.php");
      url.searchParams.set("u", page.url);
      const hashtag = page.hashtags[0] ?? tags[0];
      if (hashtag) url.searchParams.set("hashtag", `#${hashtag}`);
      return url.toString();
    }
    case "twitter": {
      const url = new URL("https://twitter.com/intent/tweet");
      url.searchParams.set("original_referer", page.url);
      url.searchParams.set("text", `${title}${hashtagText} - ${page.url}`);
      return url.toString();
    }
    case "linkedin": {
      if (tags.length) return linkedInPostUrl(`${title}${hashtagText} ${page.url}`);
      const url = new URL("https://www.linkedin.com/sharing/share-offsite/");
      url.searchParams.set("url", page.url);
      return url.toString();
    }
    case "whatsapp": {
      const url = new URL("https://wa.me/");
      url.searchParams.set("text", `${title}${hashtagText} ${page.url}`);
      return url.toString();
    }
  }
}
