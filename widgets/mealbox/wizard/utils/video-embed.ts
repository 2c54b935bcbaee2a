// A dish's video is embedded only from players we trust, over https, as their
// embed URL; anything else is at most a plain link (never javascript: etc.).

export type VideoSource = { kind: "embed"; src: string } | { kind: "link"; href: string } | null;

const YOUTUBE_HOSTS = new Set([
  "www.youtube.com",
  "youtube.com",
  "www.youtube-nocookie.com",
  "youtube-nocookie.com",
]);

function parse(url: string): URL | null {
  try {
    return new URL(url.trim());
  } catch {
    return null;
  }
}

/** How to show a dish's `video_url`: an iframe, a link, or nothing. */
export function videoSource(videoUrl: string): VideoSource {
  const url = parse(videoUrl);
  if (!url || url.username || url.password) return null;
  if (url.protocol === "https:" && !url.port) {
    const youtube = YOUTUBE_HOSTS.has(url.hostname) && /^\/embed\/[\w-]+\/?$/.test(url.pathname);
    const vimeo = url.hostname === "player.vimeo.com" && /^\/video\/\d+\/?$/.test(url.pathname);
    if (youtube || vimeo) return { kind: "embed", src: url.href };
  }
  if (url.protocol === "https:" || url.protocol === "http:") return { kind: "link", href: url.href };
  return null;
}
