import { parseHashtags, type SharedPage } from "./share-url";

/** The page as it is now (the URL may have changed since it loaded: a variant, a hash). */
export function readSharedPage(block: Element): SharedPage {
  const doc = block.ownerDocument;
  const image = doc.querySelector<HTMLMetaElement>("meta[property='og:image']")?.content ?? null;
  const hashtags = parseHashtags(block.closest("[data-hashtags]")?.getAttribute("data-hashtags"));
  return { url: doc.location.href, title: doc.title, image: image || null, hashtags };
}
