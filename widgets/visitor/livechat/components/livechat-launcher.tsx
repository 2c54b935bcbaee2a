import { lazy, Suspense, useEffect, useState } from "react";
import type { LivechatProps } from "../livechat-props";
import { fetchLivechatInit } from "../utils/livechat-init";
import { hasSessionCookie } from "../utils/session-cookie-present";

// The button (and the window behind it) is a chunk of its own, loaded once
// there is something to show.
const LivechatButton = lazy(() => import("./livechat-button"));

/**
 * The live chat on every page (spec §2.9), as little as can be: it asks
 * /im_livechat/init, when the browser is idle, whether an operator is
 * available for this visitor. Nothing shows, and no more code loads, until
 * one is, or while a session is in progress (its cookie): then the button's
 * chunk.
 */
export function LivechatLauncher(props: LivechatProps) {
  const [inSession] = useState(hasSessionCookie);
  const [init, setInit] = useState<[boolean, number?]>([false]);
  useEffect(() => {
    // (An answer after an unmount, in the website editor, sets nothing React keeps.)
    void fetchLivechatInit(props.channelId).then(setInit);
  }, [props.channelId]);
  return inSession || init[0] ? (
    <Suspense fallback={null}>
      <LivechatButton {...props} available={init[0]} autoPopupSeconds={init[1]} inSession={inSession} />
    </Suspense>
  ) : null;
}
