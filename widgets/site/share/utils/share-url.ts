/** What a share link is filled with at click time. */
export type SharedPage = {
  url: string;
  title: string;
  /** The page's og:image, when it has one. */
  image: string | null;
  /** Hashtags without their "#", in order. */
  hashtags: readonly string[];
};

const URL_PARAMS = ["u", "url", "body"] as const;
const TITLE_PARAMS = ["title", "text", "subject", "description"] as const;
const MEDIA_PARAMS = ["media"] as const;
const TITLE_PLACEHOLDER = "{title}";

/** "#weekbox #food", "weekbox, food" or "weekbox food" → ["weekbox", "food"]. */
export function parseHashtags(value: string | null | undefined): string[] {
  if (!value) return [];
  return value
    .split(/[\s,]+/)
    .map((tag) => tag.replace(/^#+/, "").trim())
    .filter(Boolean);
}

function findParam(url: URL, names: readonly string[]): string | undefined {
  return names.find((name) => url.searchParams.has(name));
}

/** Whether a link is a sharer (it has a parameter to fill) rather than a plain social link. */
export function isSharerLink(href: string): boolean {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return false;
  }
  return [...URL_PARAMS, ...TITLE_PARAMS, ...MEDIA_PARAMS].some((name) => url.searchParams.has(name));
}

/** The network of an Odoo share link, from its class (`s_share_twitter`…) or its host. */
export function shareNetwork(link: Element, url: URL): string {
  const fromClass = /\bs_share_(\w+)/.exec(link.className)?.[1];
  if (fromClass) return fromClass;
  if (url.protocol === "mailto:") return "email";
  if (/(^|\.)(twitter|x)\.com$/.test(url.hostname)) return "twitter";
  if (/(^|\.)facebook\.com$/.test(url.hostname)) return "facebook";
  if (/(^|\.)linkedin\.com$/.test(url.hostname)) return "linkedin";
  if (/(^|\.)wa\.me$|whatsapp/.test(url.hostname)) return "whatsapp";
  return url.hostname;
}

function withHashtags(text: string, hashtags: readonly string[]): string {
  const missing = hashtags.filter((tag) => !new RegExp(`#${tag}\\b`, "i").test(text));
  return missing.length ? `${text} ${missing.map((tag) => `#${tag}`).join(" ")}` : text;
}

/**
 * LinkedIn's post composer with `text` written in it. Its share-offsite page
 * (Odoo's link) takes the URL only: hashtags need the post's text, which
 * carries the URL too (LinkedIn shows its preview).
 */
export function linkedInPostUrl(text: string): string {
  const url = new URL("https://www.linkedin.com/feed/");
  url.searchParams.set("shareActive", "true");
  url.searchParams.set("text", text);
  return url.toString();
}

/**
 * The share link's URL with the page filled in, as Odoo's sharer fills it:
 * the page URL in `u`/`url`/`body`, the title in `title`/`text`/`subject`/
 * `description` (WhatsApp takes "title url" in its text, an email's
 * `{title}` is replaced without "+" for spaces), the og:image in `media`
 * (dropped when the page has none). Every network carries the hashtags
 * where it takes them: X's `hashtags` (unless the link has its own),
 * Facebook's `hashtag` (its sharer takes one: the first), the end of the
 * WhatsApp and Pinterest text, and LinkedIn's post text (its composer
 * instead of share-offsite, which takes none). Returns null for a link that
 * is no sharer.
 */
export function fillShareUrl(href: string, network: string, page: SharedPage): string | null {
  if (!isSharerLink(href)) return null;
  const url = new URL(href);
  const tags = page.hashtags;
  if (network === "linkedin" && tags.length) {
    return linkedInPostUrl(withHashtags(`${page.title} ${page.url}`, tags));
  }

  const urlParam = findParam(url, URL_PARAMS);
  if (urlParam) url.searchParams.set(urlParam, page.url);

  const titleParam = findParam(url, TITLE_PARAMS);
  if (titleParam) {
    if (network === "whatsapp") {
      url.searchParams.set(titleParam, withHashtags(`${page.title} ${page.url}`, tags));
    } else if (url.protocol === "mailto:") {
      url.search = url.search.replace(encodeURIComponent(TITLE_PLACEHOLDER), encodeURIComponent(page.title));
    } else if (network === "pinterest") {
      url.searchParams.set(titleParam, withHashtags(page.title, tags));
    } else {
      url.searchParams.set(titleParam, page.title);
    }
  }

  const mediaParam = findParam(url, MEDIA_PARAMS);
  if (mediaParam) {
    if (page.image) url.searchParams.set(mediaParam, page.image);
    else url.searchParams.delete(mediaParam);
  }

  if (tags.length && network === "twitter" && !url.searchParams.get("hashtags")) {
    url.searchParams.set("hashtags", tags.join(","));
  }
  if (tags.length && network === "facebook" && !url.searchParams.get("hashtag")) {
    url.searchParams.set("hashtag", `#${tags[0]}`);
  }
  return url.toString();
}
