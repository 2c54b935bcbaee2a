// A message for the next page of this tab: a widget that sends the visitor to
// another page because of a refusal (e.g. Pay finding the box incomplete sends
// them back to compose) leaves the reason here; the page at `path` shows it once.
// The tab's sessionStorage: a link from elsewhere can never make a page say it.

const KEY = "weekbox.page-notice";

type Notice = { path: string; message: string };

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Leaves `message` for the next page of this tab whose path is `path`. */
export function leavePageNotice(path: string, message: string): void {
  try {
    storage()?.setItem(KEY, JSON.stringify({ path, message } satisfies Notice));
  } catch {
    // Full or disabled storage: the page comes without its message.
  }
}

/** The message left for a page at `path` (then gone), or null. */
export function takePageNotice(path: string): string | null {
  const store = storage();
  try {
    const raw = store?.getItem(KEY);
    if (!raw) return null;
    const notice: unknown = JSON.parse(raw);
    if (
      !notice ||
      typeof notice !== "object" ||
      (notice as Notice).path !== path ||
      typeof (notice as Notice).message !== "string"
    )
      return null;
    store?.removeItem(KEY);
    return (notice as Notice).message;
  } catch {
    return null;
  }
}
