// Debian's Chromium driven by playwright-core (never a downloaded browser).
import { existsSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";

const CANDIDATES = [process.env.CHROMIUM_PATH, "/usr/lib/chromium/chromium", "/usr/bin/chromium"];

export function chromiumPath(): string | undefined {
  return CANDIDATES.find((candidate): candidate is string => Boolean(candidate && existsSync(candidate)));
}

/** Why the browser tests cannot run here, or undefined. */
export function chromiumSkipReason(): string | undefined {
  return chromiumPath()
    ? undefined
    : "no Chromium: apt-get install chromium fonts-liberation (or set CHROMIUM_PATH)";
}

/** `extraArgs`: more Chromium flags (e.g. the bench's host resolver rules). */
export async function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error(chromiumSkipReason());
  return chromium.launch({
    executablePath,
    headless: true,
    // This machine's network is closed: without these Chromium keeps trying
    // (and failing) to reach Google's services in the background.
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      ...extraArgs,
    ],
  });
}
