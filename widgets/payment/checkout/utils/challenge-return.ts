// Coming back from a 3-D Secure challenge that did not succeed: the server
// sends the customer back to the form's page with ?payment_challenge=<outcome>.

export const CHALLENGE_PARAM = "payment_challenge";

/** cancelled: the customer cancelled the bank's check; failed: the bank refused, or the payment after it failed. */
export type ChallengeOutcome = "cancelled" | "failed";

/** The outcome a page's query string (`location.search`) reports; null when none (or unknown). */
export function challengeOutcomeOf(search: string): ChallengeOutcome | null {
  const outcome = new URLSearchParams(search).get(CHALLENGE_PARAM);
  return outcome === "cancelled" || outcome === "failed" ? outcome : null;
}

/**
 * `url` (path, query and hash) without the challenge parameter; the other
 * parameters are kept as written, not re-encoded.
 */
export function withoutChallengeParam(url: string): string {
  const hashAt = url.indexOf("#");
  const hash = hashAt < 0 ? "" : url.slice(hashAt);
  const beforeHash = hashAt < 0 ? url : url.slice(0, hashAt);
  const queryAt = beforeHash.indexOf("?");
  if (queryAt < 0) return url;
  const kept = beforeHash
    .slice(queryAt + 1)
    .split("&")
    .filter((pair) => pair !== "" && paramName(pair) !== CHALLENGE_PARAM);
  return `${beforeHash.slice(0, queryAt)}${kept.length > 0 ? `?${kept.join("&")}` : ""}${hash}`;
}

/** Drops the parameter from the address bar (no new history entry), so a reload does not tell it again. */
export function forgetChallengeOutcome(): void {
  const { pathname, search, hash } = window.location;
  const current = `${pathname}${search}${hash}`;
  const cleaned = withoutChallengeParam(current);
  if (cleaned !== current) window.history.replaceState(window.history.state, "", cleaned);
}

function paramName(pair: string): string {
  const [raw = ""] = pair.split("=", 1);
  const name = raw.replace(/\+/g, " ");
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}
