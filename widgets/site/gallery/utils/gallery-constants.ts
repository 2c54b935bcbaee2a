/** Bootstrap's interval when a riding carousel gives none. */
export const BOOTSTRAP_DEFAULT_INTERVAL_MS = 5000;
