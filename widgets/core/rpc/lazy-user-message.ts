import { useEffect, useState } from "react";
import type { Translate } from "@/core/i18n/translate";

// The words for a failed call without rpc-errors.ts in a widget's first load
// (about 1 KB gzip of error classes a page needs only once a call fails): a
// call's error comes from the RPC client, whose chunk imports rpc-errors.ts,
// so by the time a widget has an error to show the module is on the page and
// this import asks the network for nothing.
const loadRpcErrors = () => import("@/core/rpc/rpc-errors");

/** `userMessage` of rpc-errors.ts, loaded with the first error a widget shows. */
export async function userMessageOf(error: unknown, t: Translate): Promise<string> {
  try {
    const { userMessage } = await loadRpcErrors();
    return userMessage(error, t);
  } catch {
    // Not even the client's code came (the network went first): what userMessage says then.
    return t("Could not reach the server. Please check your connection and try again.");
  }
}

/** The visitor's message for `error` (null without one, and until its words are loaded). */
export function useUserMessage(error: unknown, t: Translate): string | null {
  const [shown, setShown] = useState<{ error: unknown; message: string } | null>(null);
  useEffect(() => {
    if (!error) return;
    let live = true;
    void userMessageOf(error, t).then((message) => live && setShown({ error, message }));
    return () => {
      live = false;
    };
  }, [error, t]);
  return error && shown?.error === error ? shown.message : null;
}
